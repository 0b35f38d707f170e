#include "gui/annotate/eindecomp_dialog.h"

#include "gui/annotate/annotation_partitioner.h"
#include "partition/cost_model.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace shardscope::annotate {

namespace {
QString costText(double elements) { return QString::fromStdString(partition::costText(elements)); }

QTableWidgetItem* numberItem(double value) {
  auto* item = new QTableWidgetItem(costText(value));
  item->setData(Qt::UserRole, value);
  item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
  return item;
}
}  // namespace

EinDecompDialog::EinDecompDialog(QWidget* parent)
    : QDialog(parent),
      partitioner_(new AnnotationPartitioner(this)),
      model_(new QComboBox(this)),
      space_(new QComboBox(this)),
      summary_(new QLabel(this)),
      table_(new QTableWidget(0, 5, this)),
      run_(new QPushButton(tr("Run"), this)),
      apply_(new QPushButton(tr("Apply"), this)) {
  setObjectName("einDecompDialog");
  setWindowTitle(tr("Partition with EinDecomp"));
  model_->setObjectName("einDecompModel");
  model_->addItem(tr("Seed (every node pays broadcast and aggregation)"), static_cast<int>(partition::CostModel::Seed));
  model_->addItem(tr("einsummable (the authors' apart01_cost)"), static_cast<int>(partition::CostModel::Einsummable));
  space_->setObjectName("einDecompSpace");
  space_->addItem(tr("Exact: P kernel calls per node"), static_cast<int>(partition::SearchSpace::Exact));
  space_->addItem(tr("Contraction: other nodes 1 to P"), static_cast<int>(partition::SearchSpace::Contraction));
  space_->addItem(tr("All range: 1 to 4P (contractions and inputs P to 4P)"),
                  static_cast<int>(partition::SearchSpace::AllRange));
  summary_->setObjectName("einDecompSummary");
  summary_->setWordWrap(true);
  table_->setObjectName("einDecompCosts");
  table_->setHorizontalHeaderLabels({tr("Node"), tr("Partition"), tr("Broadcast"), tr("Aggregation"), tr("Repartition")});
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->verticalHeader()->hide();
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSortingEnabled(true);
  run_->setObjectName("einDecompRun");
  apply_->setObjectName("einDecompApply");
  apply_->setEnabled(false);

  auto* form = new QFormLayout;
  form->addRow(tr("Cost model"), model_);
  form->addRow(tr("Search space"), space_);
  auto* buttons = new QDialogButtonBox(this);
  buttons->addButton(run_, QDialogButtonBox::ActionRole);
  buttons->addButton(apply_, QDialogButtonBox::AcceptRole);
  buttons->addButton(QDialogButtonBox::Close);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(summary_);
  layout->addWidget(table_, 1);
  layout->addWidget(buttons);
  resize(720, 480);

  connect(run_, &QPushButton::clicked, this, &EinDecompDialog::run);
  connect(apply_, &QPushButton::clicked, this, [this] {
    if (result_) emit applyRequested(result_);
  });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(partitioner_, &AnnotationPartitioner::einDecompReady, this,
          [this](std::shared_ptr<const EinDecompAnnotations> result) { showResult(std::move(result)); });
  connect(partitioner_, &AnnotationPartitioner::failed, this, [this](const QString& message) {
    run_->setEnabled(true);
    summary_->setText(tr("Partitioning failed: %1").arg(message));
    emit resultShown();
  });
}

void EinDecompDialog::setModule(std::shared_ptr<const ir::Module> module, int devices) {
  partitioner_->setModule(std::move(module));
  devices_ = devices;
  result_.reset();
  apply_->setEnabled(false);
  table_->setRowCount(0);
  summary_->setText(tr("%1 devices. Choose a cost model and a search space, then Run.").arg(devices));
}

void EinDecompDialog::run() {
  run_->setEnabled(false);
  apply_->setEnabled(false);
  summary_->setText(tr("Partitioning…"));
  partitioner_->runEinDecomp(devices_, static_cast<partition::CostModel>(model_->currentData().toInt()),
                             static_cast<partition::SearchSpace>(space_->currentData().toInt()));
}

bool EinDecompDialog::isBusy() const { return partitioner_->isBusy(); }
void EinDecompDialog::waitForIdle() { partitioner_->waitForIdle(); }

void EinDecompDialog::showResult(std::shared_ptr<const EinDecompAnnotations> result) {
  result_ = std::move(result);
  run_->setEnabled(true);
  const bool exact = result_->space == partition::SearchSpace::Exact;
  QString text = tr("Cost %1 elements moved on %2 devices (%3 model, %4 space): %5.")
                     .arg(costText(result_->cost))
                     .arg(result_->devices)
                     .arg(QString::fromStdString(std::string(partition::costModelName(result_->model))))
                     .arg(QString::fromStdString(std::string(partition::searchSpaceName(result_->space))))
                     .arg(result_->optimal ? tr("proven optimal") : tr("not proven optimal (the DP's state limit dropped states)"));
  if (result_->inputRepartition > 0) text += tr(" Graph inputs repartition %1.").arg(costText(result_->inputRepartition));
  if (!exact) text += tr(" Only exact-space plans become shardings: this one is shown, not applied.");
  summary_->setText(text);
  table_->setSortingEnabled(false);
  table_->setRowCount(static_cast<int>(result_->nodeCosts.size()));
  for (int row = 0; row < table_->rowCount(); ++row) {
    const EinDecompNodeCost& cost = result_->nodeCosts[static_cast<std::size_t>(row)];
    table_->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(cost.node)));
    table_->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(cost.partition)));
    table_->setItem(row, 2, numberItem(cost.broadcast));
    table_->setItem(row, 3, numberItem(cost.aggregation));
    table_->setItem(row, 4, numberItem(cost.repartition));
  }
  table_->setSortingEnabled(true);
  table_->resizeColumnsToContents();
  apply_->setEnabled(exact && !result_->annotations.empty());
  emit resultShown();
}

}  // namespace shardscope::annotate
