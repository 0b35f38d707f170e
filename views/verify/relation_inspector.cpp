#include "views/verify/relation_inspector.h"

#include "views/sharding/tile_view.h"
#include "views/verify/relation_device_model.h"
#include "views/verify/relation_groups_view.h"
#include "views/verify/relation_layout_panel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace shardscope::views {

namespace {
QLabel* sectionTitle(const QString& text, QWidget* parent) {
  auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), parent);
  label->setTextFormat(Qt::RichText);
  return label;
}
}  // namespace

RelationInspector::RelationInspector(QWidget* parent)
    : QWidget(parent),
      headline_(new QLabel(this)),
      words_(new QLabel(this)),
      layoutTitle_(sectionTitle(tr("Layout bijection"), this)),
      layout_(new RelationLayoutPanel(this)),
      groupsTitle_(sectionTitle(tr("Devices that combine"), this)),
      groups_(new RelationGroupsView(this)),
      tiles_(new TileView(this)),
      devices_(new RelationDeviceModel(this)),
      deviceTable_(new QTableView(this)) {
  setObjectName(QStringLiteral("relationInspector"));
  headline_->setObjectName(QStringLiteral("relationHeadline"));
  headline_->setTextFormat(Qt::PlainText);
  headline_->setWordWrap(true);
  QFont bold = headline_->font();
  bold.setBold(true);
  headline_->setFont(bold);
  words_->setObjectName(QStringLiteral("relationWords"));
  words_->setTextFormat(Qt::PlainText);
  words_->setWordWrap(true);
  words_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  tiles_->setMinimumHeight(200);
  deviceTable_->setModel(devices_);
  deviceTable_->verticalHeader()->hide();
  deviceTable_->horizontalHeader()->setStretchLastSection(true);
  deviceTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
  deviceTable_->setMinimumHeight(120);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(headline_);
  layout->addWidget(words_);
  layout->addWidget(layoutTitle_);
  layout->addWidget(layout_);
  layout->addWidget(groupsTitle_);
  layout->addWidget(groups_);
  layout->addWidget(tiles_, 3);
  layout->addWidget(deviceTable_, 2);
  showMessage(tr("Select a distributed instruction after verifying to see how it relates to the baseline."));
}

void RelationInspector::showMessage(const QString& message) {
  summary_.reset();
  message_ = message;
  headline_->setText(message);
  words_->clear();
  words_->hide();
  layoutTitle_->hide();
  layout_->hide();
  groupsTitle_->hide();
  groups_->hide();
  tiles_->clear();
  tiles_->hide();
  devices_->clear();
  deviceTable_->hide();
}

void RelationInspector::setSummary(const RelationSummary& summary) {
  summary_ = summary;
  message_.clear();
  headline_->setText(headline());
  words_->setText(summary.words);
  words_->show();
  const bool related = summary.kind != RelationKind::Unrelated && summary.kind != RelationKind::Tuple;
  layout_->setLayoutDescription(summary.layout);
  layoutTitle_->setVisible(summary.layout.has_value());
  layout_->setVisible(summary.layout.has_value());
  groups_->setGroups(summary.groups, summary.combiner);
  groupsTitle_->setVisible(!summary.groups.isEmpty());
  groups_->setVisible(!summary.groups.isEmpty());
  if (related && summary.tiling) {
    tiles_->setTensor(QStringLiteral("baseline %%1").arg(summary.baselineInstruction), summary.baselineShape, summary.baselineDims, summary.tiling,
                      summary.devices);
    tiles_->show();
  } else {
    tiles_->clear();
    tiles_->hide();
  }
  devices_->setSummary(summary);
  deviceTable_->setVisible(related);
  // Parts and groups only mean something for a partial value.
  deviceTable_->setColumnHidden(RelationDeviceModel::PartColumn, summary.groups.isEmpty());
  deviceTable_->setColumnHidden(RelationDeviceModel::GroupColumn, summary.groups.isEmpty());
  deviceTable_->resizeColumnsToContents();
}

QString RelationInspector::headline() const {
  if (!summary_) return message_;
  const RelationSummary& s = *summary_;
  QString text = QStringLiteral("%%1 %2").arg(s.instruction, s.localShape);
  if (!s.baselineInstruction.isEmpty()) text += QStringLiteral("  ↔  baseline %%1 %2").arg(s.baselineInstruction, s.baselineShape);
  text += QStringLiteral("  [%1]").arg(relationKindName(s.kind));
  return text;
}

QString RelationInspector::words() const { return summary_ ? summary_->words : QString(); }

}  // namespace shardscope::views
