#include "views/sharding/cost_panel.h"

#include "views/sharding/collective_table_model.h"
#include "views/sharding/memory_table_model.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>

namespace shardscope::views {

struct CostPanel::Side {
  QGroupBox* box = nullptr;
  QLabel* totals = nullptr;
  CollectiveTableModel* collectives = nullptr;
  MemoryTableModel* memory = nullptr;
  std::shared_ptr<const propagation::ReshardingPlan> plan;
};

namespace {

QTableView* makeTable(QWidget* parent, QAbstractItemModel* model, const QString& name) {
  auto* table = new QTableView(parent);
  table->setObjectName(name);
  table->setModel(model);
  table->verticalHeader()->hide();
  table->horizontalHeader()->setStretchLastSection(true);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setWordWrap(false);
  table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
  return table;
}

}  // namespace

CostPanel::CostPanel(QWidget* parent) : QWidget(parent), current_(std::make_unique<Side>()), comparison_(std::make_unique<Side>()) {
  interconnect_ = new QComboBox(this);
  interconnect_->setObjectName("interconnect");
  interconnectInfo_ = new QLabel(this);
  // The description gives way (the combo names the interconnect), so Pin stays on screen at 1366 px (issue 23).
  interconnectInfo_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  pin_ = new QPushButton(tr("Pin for comparison"), this);
  pin_->setObjectName("pin");
  pin_->setToolTip(tr("Keep the current annotations' cost on the right, then change the annotations to compare"));
  unpin_ = new QPushButton(tr("Clear comparison"), this);
  unpin_->setObjectName("unpin");
  difference_ = new QLabel(this);
  difference_->setObjectName("difference");
  difference_->setWordWrap(true);

  auto* splitter = new QSplitter(Qt::Horizontal, this);
  for (Side* side : {current_.get(), comparison_.get()}) {
    side->box = new QGroupBox(splitter);
    side->totals = new QLabel(side->box);
    side->totals->setWordWrap(true);
    side->totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    side->collectives = new CollectiveTableModel(this);
    side->memory = new MemoryTableModel(this);
    auto* layout = new QVBoxLayout(side->box);
    layout->addWidget(side->totals);
    QTableView* collectives = makeTable(side->box, side->collectives, side == current_.get() ? "currentCollectives" : "comparisonCollectives");
    // A plan has few collectives, so fitting every column to its contents is cheap.
    collectives->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QTableView* memory = makeTable(side->box, side->memory, side == current_.get() ? "currentMemory" : "comparisonMemory");
    // One row per instruction (20,000 and more): fixed widths, never measured per row.
    memory->horizontalHeader()->setStretchLastSection(false);
    memory->horizontalHeader()->setSectionResizeMode(MemoryTableModel::TensorColumn, QHeaderView::Stretch);
    memory->horizontalHeader()->setSectionResizeMode(MemoryTableModel::BytesColumn, QHeaderView::Fixed);
    memory->horizontalHeader()->resizeSection(MemoryTableModel::BytesColumn, memory->fontMetrics().horizontalAdvance("0000.00 KiB") + 16);
    layout->addWidget(collectives, 1);
    layout->addWidget(memory, 2);
    splitter->addWidget(side->box);
  }

  auto* top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("Interconnect"), this));
  top->addWidget(interconnect_);
  top->addWidget(interconnectInfo_, 1);
  top->addWidget(pin_);
  top->addWidget(unpin_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(splitter, 1);
  layout->addWidget(difference_);

  connect(interconnect_, &QComboBox::currentIndexChanged, this, [this](int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= table_.interconnects.size()) return;
    const propagation::Interconnect& chosen = table_.interconnects[static_cast<std::size_t>(index)];
    interconnectInfo_->setText(tr("%1 GB/s per direction, α = %2 µs — %3")
                                   .arg(chosen.bandwidthGBps).arg(chosen.latencyUs).arg(QString::fromStdString(chosen.description)));
    emit interconnectChanged(QString::fromStdString(chosen.name));
  });
  connect(pin_, &QPushButton::clicked, this, &CostPanel::pinRequested);
  connect(unpin_, &QPushButton::clicked, this, &CostPanel::unpinRequested);
  showPlan(*current_, nullptr, tr("Current annotations"));
  showPlan(*comparison_, nullptr, tr("Pinned"));
}

CostPanel::~CostPanel() = default;

void CostPanel::setTopologyTable(const propagation::TopologyTable& table, const QString& selected) {
  table_ = table;
  int chosen = 0;
  {
    // Filling the list is not a choice; only the final selection is announced.
    const QSignalBlocker blocker(interconnect_);
    interconnect_->clear();
    for (std::size_t i = 0; i < table.interconnects.size(); ++i) {
      interconnect_->addItem(QString::fromStdString(table.interconnects[i].name));
      if (QString::fromStdString(table.interconnects[i].name) == selected) chosen = static_cast<int>(i);
    }
    interconnect_->setCurrentIndex(-1);
  }
  interconnect_->setCurrentIndex(chosen);
}

QString CostPanel::interconnect() const { return interconnect_->currentText(); }

void CostPanel::setCurrentPlan(std::shared_ptr<const propagation::ReshardingPlan> plan, const QString& label) {
  showPlan(*current_, plan, label);
  updateDifference();
}

void CostPanel::setComparisonPlan(std::shared_ptr<const propagation::ReshardingPlan> plan, const QString& label) {
  showPlan(*comparison_, plan, label);
  comparison_->box->setVisible(plan != nullptr);
  unpin_->setEnabled(plan != nullptr);
  updateDifference();
}

void CostPanel::showPlan(Side& side, const std::shared_ptr<const propagation::ReshardingPlan>& plan, const QString& label) {
  side.plan = plan;
  side.box->setTitle(label);
  side.collectives->setPlan(plan);
  side.memory->setPlan(plan);
  if (!plan) {
    side.totals->setText(tr("No plan yet."));
    return;
  }
  side.totals->setText(tr("%n collective(s): %1 per device, %2 on %3\npeak memory %4 per device at %5", nullptr,
                          static_cast<int>(plan->collectives.size()))
                           .arg(formatBytes(plan->totalBytesPerDevice), formatSeconds(plan->totalSeconds),
                                QString::fromStdString(plan->interconnect),
                                formatBytes(static_cast<double>(plan->peakBytesPerDevice)),
                                QString::fromStdString(plan->peakAt)));
}

void CostPanel::updateDifference() {
  if (!current_->plan || !comparison_->plan) {
    difference_->setText(comparison_->plan ? QString() : tr("Pin the current annotations to compare them with another set."));
    return;
  }
  const auto& a = *comparison_->plan;
  const auto& b = *current_->plan;
  const auto signedBytes = [](double value) { return (value < 0 ? QStringLiteral("−") : QStringLiteral("+")) + formatBytes(std::abs(value)); };
  const auto signedTime = [](double value) { return (value < 0 ? QStringLiteral("−") : QStringLiteral("+")) + formatSeconds(std::abs(value)); };
  difference_->setText(tr("Current vs pinned: communication %1 per device (%2), peak memory %3 per device.")
                           .arg(signedBytes(b.totalBytesPerDevice - a.totalBytesPerDevice),
                                signedTime(b.totalSeconds - a.totalSeconds),
                                signedBytes(static_cast<double>(b.peakBytesPerDevice - a.peakBytesPerDevice))));
}

CollectiveTableModel* CostPanel::currentCollectives() const { return current_->collectives; }
MemoryTableModel* CostPanel::currentMemory() const { return current_->memory; }
CollectiveTableModel* CostPanel::comparisonCollectives() const { return comparison_->collectives; }
MemoryTableModel* CostPanel::comparisonMemory() const { return comparison_->memory; }
QString CostPanel::currentTotals() const { return current_->totals->text(); }
QString CostPanel::comparisonTotals() const { return comparison_->plan ? comparison_->totals->text() : QString(); }
QString CostPanel::differenceText() const { return difference_->text(); }

}  // namespace shardscope::views
