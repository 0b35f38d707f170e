#include "views/summary/program_summary_view.h"

#include "report/summary_section.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace shardscope::views {
namespace {

QString bytesText(double bytes) { return QString::fromStdString(report::formatBytes(bytes)); }
QString secondsText(double seconds) { return QString::fromStdString(report::formatSeconds(seconds)); }

enum Column { kName, kKind, kGroup, kBytes, kTime, kParameters, kColumnCount };

}  // namespace

ProgramSummaryView::ProgramSummaryView(QWidget* parent)
    : QWidget(parent), interconnect_(new QComboBox(this)), headline_(new QLabel(this)), memory_(new QLabel(this)), tree_(new QTreeWidget(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  auto* top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("Interconnect:"), this));
  interconnect_->setObjectName(QStringLiteral("summaryInterconnect"));
  interconnect_->setToolTip(tr("The topology table's link the times are computed for (alpha + bytes / beta)"));
  top->addWidget(interconnect_);
  top->addStretch(1);
  layout->addLayout(top);
  headline_->setWordWrap(true);
  headline_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(headline_);
  memory_->setWordWrap(true);
  memory_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(memory_);
  tree_->setObjectName(QStringLiteral("summaryTree"));
  tree_->setColumnCount(kColumnCount);
  tree_->setHeaderLabels({tr("layer / collective"), tr("kind"), tr("group"), tr("bytes per device"), tr("time"), tr("parameters per device")});
  tree_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  tree_->setAlternatingRowColors(true);
  tree_->setUniformRowHeights(true);
  layout->addWidget(tree_, 1);
  connect(interconnect_, &QComboBox::currentTextChanged, this, [this](const QString& name) {
    if (!name.isEmpty()) emit interconnectChosen(name);
  });
  connect(tree_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
    if (item && item->parent()) emit instructionActivated(item->text(kName));
  });
  clear();
}

void ProgramSummaryView::setInterconnects(const QStringList& names, const QString& current) {
  const QSignalBlocker block(interconnect_);
  interconnect_->clear();
  interconnect_->addItems(names);
  interconnect_->setCurrentText(current);
}

QString ProgramSummaryView::interconnect() const { return interconnect_->currentText(); }

QString ProgramSummaryView::headline() const { return headline_->text(); }

void ProgramSummaryView::clear() {
  summary_.reset();
  tree_->clear();
  headline_->setText(tr("Open a distributed program to see its collectives and memory per device."));
  memory_->clear();
}

void ProgramSummaryView::setSummary(const summary::ProgramSummary& summary) {
  summary_ = summary;
  tree_->clear();
  QStringList kinds;
  for (const summary::KindSummary& kind : summary.kinds)
    kinds << tr("%1 × %2 (%3)").arg(kind.count).arg(QString::fromUtf8(propagation::collectiveName(kind.kind).data(),
                                                                          static_cast<int>(propagation::collectiveName(kind.kind).size())),
                                                    bytesText(kind.bytesPerDevice));
  headline_->setText(summary.collectives.empty()
                         ? tr("No collectives on %1 devices: nothing is communicated.").arg(summary.devices)
                         : tr("%1 collectives on %2 devices send %3 per device per step, %4 on %5: %6.")
                               .arg(summary.collectives.size())
                               .arg(summary.devices)
                               .arg(bytesText(summary.totalBytesPerDevice), secondsText(summary.totalSeconds),
                                    QString::fromStdString(summary.interconnect), kinds.join(QStringLiteral(", "))));
  QString memory = tr("Memory per device: parameters and inputs %1").arg(bytesText(static_cast<double>(summary.parameterBytesPerDevice)));
  if (summary.baselineParameterBytes > 0)
    memory += tr(" (one device: %1)").arg(bytesText(static_cast<double>(summary.baselineParameterBytes)));
  memory += tr("; peak of live values %1").arg(bytesText(static_cast<double>(summary.peakBytesPerDevice)));
  if (!summary.peakAt.empty()) memory += tr(" at %1").arg(QString::fromStdString(summary.peakAt));
  memory_->setText(memory + QLatin1Char('.'));

  std::map<std::string, QTreeWidgetItem*> layerItems;
  for (const summary::LayerSummary& layer : summary.layers) {
    auto* item = new QTreeWidgetItem(tree_);
    item->setText(kName, QString::fromStdString(layer.layer));
    item->setText(kKind, tr("%n collective(s)", nullptr, layer.collectives));
    item->setText(kBytes, bytesText(layer.bytesPerDevice));
    item->setText(kTime, secondsText(layer.seconds));
    item->setText(kParameters, bytesText(static_cast<double>(layer.parameterBytesPerDevice)));
    layerItems[layer.layer] = item;
  }
  for (const summary::CollectiveUse& use : summary.collectives) {
    auto* item = new QTreeWidgetItem(layerItems.at(use.layer));
    item->setText(kName, QString::fromStdString(use.instruction));
    const std::string_view kind = propagation::collectiveName(use.kind);
    item->setText(kKind, QString::fromUtf8(kind.data(), static_cast<int>(kind.size())));
    item->setText(kGroup, QString::number(use.groupSize));
    item->setText(kBytes, bytesText(use.bytesPerDevice));
    item->setText(kTime, secondsText(use.seconds));
    item->setToolTip(kBytes, tr("%1 bytes per device from a %2-byte tensor").arg(use.bytesPerDevice, 0, 'f', 0).arg(use.tensorBytes, 0, 'f', 0));
  }
  // Layers with collectives open, so the first look shows what moves.
  for (auto& [name, item] : layerItems) item->setExpanded(item->childCount() > 0 && item->childCount() <= 16);
}

}  // namespace shardscope::views
