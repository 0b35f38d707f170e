#include "views/verify/frontier_explainer.h"

#include "views/verify/frontier_tables.h"
#include "views/verify/rank_heatmap.h"
#include "views/verify/relation_layout_panel.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace shardscope::views {

namespace {
QLabel* sectionTitle(const QString& text, QWidget* parent) {
  auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), parent);
  label->setTextFormat(Qt::RichText);
  return label;
}

void setUpTable(QTableView* table) {
  table->verticalHeader()->hide();
  table->horizontalHeader()->setStretchLastSection(true);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setWordWrap(true);
}
}  // namespace

FrontierExplainer::FrontierExplainer(QWidget* parent)
    : QWidget(parent),
      chooser_(new QComboBox(this)),
      reason_(new QLabel(this)),
      source_(new QLabel(this)),
      relation_(new QLabel(this)),
      inputsTable_(new QTableView(this)),
      rulesTitle_(sectionTitle(tr("What the rules expected"), this)),
      rulesTable_(new QTableView(this)),
      layoutTitle_(sectionTitle(tr("Layout bijection"), this)),
      layout_(new RelationLayoutPanel(this)),
      heatmap_(new RankHeatmap(this)),
      inputs_(new FrontierInputsModel(this)),
      rules_(new FrontierRulesModel(this)) {
  setObjectName(QStringLiteral("frontierExplainer"));
  chooser_->setObjectName(QStringLiteral("frontierChooser"));
  reason_->setObjectName(QStringLiteral("frontierReason"));
  reason_->setWordWrap(true);
  reason_->setTextFormat(Qt::PlainText);
  reason_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  source_->setObjectName(QStringLiteral("frontierSource"));
  source_->setTextFormat(Qt::PlainText);
  source_->setWordWrap(true);
  source_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  source_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  relation_->setWordWrap(true);
  relation_->setTextFormat(Qt::PlainText);
  inputsTable_->setModel(inputs_);
  rulesTable_->setModel(rules_);
  setUpTable(inputsTable_);
  setUpTable(rulesTable_);
  inputsTable_->setMinimumHeight(70);
  rulesTable_->setMinimumHeight(120);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(chooser_);
  layout->addWidget(sectionTitle(tr("Reason"), this));
  layout->addWidget(reason_);
  layout->addWidget(source_);
  layout->addWidget(relation_);
  layout->addWidget(sectionTitle(tr("Inputs"), this));
  layout->addWidget(inputsTable_, 1);
  layout->addWidget(rulesTitle_);
  layout->addWidget(rulesTable_, 2);
  layout->addWidget(layoutTitle_);
  layout->addWidget(layout_);
  layout->addWidget(sectionTitle(tr("Numeric evidence"), this));
  layout->addWidget(heatmap_, 1);
  connect(chooser_, &QComboBox::activated, this, [this](int index) {
    showIndex(index);
    if (const FrontierDetails* d = current()) emit entryChosen(d->instruction);
  });
  setEntries({}, tr("Verify the pair (F5): a failed verification's frontier is explained here."));
}

void FrontierExplainer::setEntries(const QList<FrontierDetails>& entries, const QString& message) {
  entries_ = entries;
  {
    const QSignalBlocker block(chooser_);
    chooser_->clear();
    for (const FrontierDetails& d : entries_)
      chooser_->addItem(QStringLiteral("%%1 (%2)%3").arg(d.instruction, d.opcode,
                                                         d.sourceLine > 0 ? QStringLiteral("  %1:%2").arg(d.sourceFile).arg(d.sourceLine) : QString()));
  }
  chooser_->setEnabled(entries_.size() > 1);
  if (entries_.isEmpty()) {
    current_ = -1;
    reason_->setText(message);
    source_->clear();
    relation_->clear();
    inputs_->setInputs({});
    rules_->setRules({});
    rulesTitle_->setText(QStringLiteral("<b>%1</b>").arg(tr("What the rules expected")));
    layout_->setLayoutDescription(std::nullopt);
    layoutTitle_->hide();
    layout_->hide();
    return;
  }
  showIndex(0);
}

bool FrontierExplainer::showEntry(const QString& instruction) {
  for (int i = 0; i < entries_.size(); ++i)
    if (entries_[i].instruction == instruction) {
      showIndex(i);
      return true;
    }
  return false;
}

const FrontierDetails* FrontierExplainer::current() const {
  return current_ >= 0 && current_ < entries_.size() ? &entries_[current_] : nullptr;
}

void FrontierExplainer::showIndex(int index) {
  if (index < 0 || index >= entries_.size()) return;
  current_ = index;
  {
    const QSignalBlocker block(chooser_);
    chooser_->setCurrentIndex(index);
  }
  const FrontierDetails& d = entries_[index];
  reason_->setText(QStringLiteral("%%1 (%2): %3").arg(d.instruction, d.opcode, d.reason));
  source_->setText(sourceText());
  relation_->setText(d.relation.isEmpty() ? QString()
                                          : tr("%%1 itself is related (%2, by rule %3); the rules below are those of %%4, which uses it.")
                                                .arg(d.instruction, d.relation, d.relationRule, d.rulesFor));
  relation_->setVisible(!d.relation.isEmpty());
  inputs_->setInputs(d.inputs);
  rules_->setRules(d.rules);
  rulesTitle_->setText(QStringLiteral("<b>%1</b>").arg(rulesTitle().toHtmlEscaped()));
  inputsTable_->resizeColumnsToContents();
  // Answers and meanings are sentences: wrapped in bounded columns, so every column stays in view.
  rulesTable_->resizeColumnToContents(FrontierRulesModel::RuleColumn);
  rulesTable_->setColumnWidth(FrontierRulesModel::AnswerColumn, std::max(200, rulesTable_->viewport()->width() / 2));
  rulesTable_->resizeRowsToContents();
  layout_->setLayoutDescription(d.layout);
  layoutTitle_->setVisible(d.layout.has_value());
  layout_->setVisible(d.layout.has_value());
}

QString FrontierExplainer::reasonText() const {
  const FrontierDetails* d = current();
  return d ? d->reason : reason_->text();
}

QString FrontierExplainer::sourceText() const {
  const FrontierDetails* d = current();
  if (!d) return {};
  if (d->sourceLine <= 0) return tr("no source line recorded for %%1").arg(d->instruction);
  const QString where = QStringLiteral("%1:%2").arg(d->sourceFile).arg(d->sourceLine);
  if (!d->sourceNote.isEmpty()) return where + QStringLiteral("  (") + d->sourceNote + ")";
  return where + QStringLiteral(":  ") + d->sourceText.trimmed();
}

QString FrontierExplainer::rulesTitle() const {
  const FrontierDetails* d = current();
  if (!d || d->rulesFor.isEmpty()) return tr("What the rules expected");
  return tr("What the rules expected for %%1 (%2 rules match its opcode)").arg(d->rulesFor).arg(d->rules.size());
}

}  // namespace shardscope::views
