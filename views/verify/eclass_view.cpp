#include "views/verify/eclass_view.h"

#include "views/verify/merge_timeline.h"
#include "views/widgets/wrapped_label.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace shardscope::views {

namespace {
QString qs(const std::string& text) { return QString::fromStdString(text); }
}  // namespace

EClassView::EClassView(QWidget* parent)
    : QWidget(parent), model_(new EClassMemberModel(this)), heading_(new WrappedLabel(this)), table_(new QTableView(this)) {
  heading_->setObjectName(QStringLiteral("eclassHeading"));
  heading_->setWordWrap(true);
  table_->setObjectName(QStringLiteral("eclassMembers"));
  table_->setModel(model_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->verticalHeader()->hide();
  table_->setShowGrid(false);
  table_->setWordWrap(false);
  // Every column within the pane at 1366 px (issue 23's walk-through cut the Step column):
  // the short ones as wide as their contents, the relation takes what is left, and the
  // instruction gives way (fitColumns) before the relation goes below a few words.
  QHeaderView* header = table_->horizontalHeader();
  header->setMinimumSectionSize(24);
  header->setSectionResizeMode(EClassMemberModel::ProgramColumn, QHeaderView::Fixed);
  header->setSectionResizeMode(EClassMemberModel::InstructionColumn, QHeaderView::Interactive);
  header->setSectionResizeMode(EClassMemberModel::RelationColumn, QHeaderView::Stretch);
  header->setSectionResizeMode(EClassMemberModel::StepColumn, QHeaderView::Fixed);
  table_->setTextElideMode(Qt::ElideMiddle);
  table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  table_->viewport()->installEventFilter(this);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(heading_);
  layout->addWidget(table_, 1);
  connect(table_, &QTableView::clicked, this, [this](const QModelIndex& index) {
    if (!index.isValid()) return;
    const EClassMember& m = model_->member(index.row());
    emit memberActivated(m.baseline, m.instruction, m.step);
  });
  clear();
}

void EClassView::clear() {
  model_->setMembers(-1, {});
  heading_->setText(tr("No e-class: step to a merge, or select a related instruction."));
}

void EClassView::showClassOfStep(const MergeTimeline& timeline, int step) {
  if (step < 0 || step >= timeline.size() || timeline.step(step).kind != MergeTimelineStep::Kind::RelationDerived) {
    clear();
    if (step >= 0 && step < timeline.size() && timeline.step(step).kind == MergeTimelineStep::Kind::Frontier)
      heading_->setText(tr("%%1 is on the frontier: it joined no e-class. Its operands' classes are in the explanation.").arg(timeline.step(step).subject));
    return;
  }
  QStringList baseline;
  for (const std::string& member : timeline.details(step).classMembers) baseline << qs(member);
  showClass(timeline, timeline.step(step).eclass, baseline);
}

void EClassView::showClass(const MergeTimeline& timeline, qint64 eclass, const QStringList& baselineMembers) {
  QList<EClassMember> members;
  for (const QString& name : baselineMembers) members.push_back(EClassMember{true, name, QString(), -1});
  const QList<int> steps = timeline.stepsInClass(eclass);
  members.reserve(members.size() + steps.size());
  // The timeline keeps each step's relation text: a class joined by every layer's copy
  // of a value lists ~10^3 members, too many to parse the events of at each step.
  for (int step : steps) members.push_back(EClassMember{false, timeline.step(step).subject, timeline.step(step).relation, step});
  model_->setMembers(eclass, std::move(members));
  fitColumns();
  heading_->setText(tr("e-class e%1: %n baseline instruction(s)", nullptr, static_cast<int>(baselineMembers.size())).arg(eclass) +
                    tr(", %n related distributed value(s)", nullptr, static_cast<int>(steps.size())));
}

QString EClassView::heading() const { return heading_->text(); }

bool EClassView::eventFilter(QObject* watched, QEvent* event) {
  if (watched == table_->viewport() && event->type() == QEvent::Resize) fitColumns();
  return QWidget::eventFilter(watched, event);
}

void EClassView::fitColumns() {
  QHeaderView* header = table_->horizontalHeader();
  const QFontMetrics metrics = table_->fontMetrics();
  // Measured, not ResizeToContents: a class can hold ~10^3 members, and the widths are
  // needed now, not at the header's next layout. 10 px: the cell's and the header's margins.
  auto textWidth = [&](int column, const QString& widest) {
    const QString title = model_->headerData(column, Qt::Horizontal).toString();
    return std::max(header->fontMetrics().horizontalAdvance(title), metrics.horizontalAdvance(widest)) + 10;
  };
  int lastStep = 0;
  for (int row = 0; row < model_->rowCount(); ++row) lastStep = std::max(lastStep, model_->member(row).step + 1);
  const int programWidth = textWidth(EClassMemberModel::ProgramColumn, tr("distributed"));
  const int stepWidth = textWidth(EClassMemberModel::StepColumn, QString::number(std::max(lastStep, 99)));
  const int available = table_->viewport()->width();
  // The relation's short words ("replicated", "tiled") before the instruction gives way.
  const int relationMinimum = metrics.horizontalAdvance(QStringLiteral("replicated")) + 10;
  const int floor = textWidth(EClassMemberModel::InstructionColumn, QString());
  // The program column is the first to go in a narrow pane: the rows' colours and the
  // relation text ("baseline: ...") say it too.
  const bool showProgram = programWidth + stepWidth + floor + relationMinimum <= available;
  header->setSectionHidden(EClassMemberModel::ProgramColumn, !showProgram);
  if (showProgram) header->resizeSection(EClassMemberModel::ProgramColumn, programWidth);
  header->resizeSection(EClassMemberModel::StepColumn, stepWidth);
  const int fixed = (showProgram ? programWidth : 0) + stepWidth;
  int wanted = 0;
  for (int row = 0, rows = std::min(model_->rowCount(), 64); row < rows; ++row)  // runs at every step
    wanted = std::max(wanted, nameWidth(model_->member(row).instruction, metrics) + 10);
  // The instruction keeps at least its header's width; above that it gives way first.
  const int instruction = std::clamp(available - fixed - relationMinimum, floor, std::max(floor, wanted));
  if (header->sectionSize(EClassMemberModel::InstructionColumn) != instruction) header->resizeSection(EClassMemberModel::InstructionColumn, instruction);
}

int EClassView::nameWidth(const QString& instruction, const QFontMetrics& metrics) {
  if (measuredFont_ != table_->font() || nameWidths_.size() > 4096) {
    measuredFont_ = table_->font();
    nameWidths_.clear();
  }
  auto it = nameWidths_.constFind(instruction);
  if (it == nameWidths_.constEnd()) it = nameWidths_.insert(instruction, metrics.horizontalAdvance(QStringLiteral("%") + instruction));
  return *it;
}

}  // namespace shardscope::views
