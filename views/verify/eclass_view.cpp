#include "views/verify/eclass_view.h"

#include "views/verify/merge_timeline.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace shardscope::views {

namespace {
QString qs(const std::string& text) { return QString::fromStdString(text); }
}  // namespace

EClassView::EClassView(QWidget* parent)
    : QWidget(parent), model_(new EClassMemberModel(this)), heading_(new QLabel(this)), table_(new QTableView(this)) {
  heading_->setObjectName(QStringLiteral("eclassHeading"));
  heading_->setWordWrap(true);
  table_->setObjectName(QStringLiteral("eclassMembers"));
  table_->setModel(model_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->verticalHeader()->hide();
  table_->setShowGrid(false);
  table_->setWordWrap(false);
  table_->horizontalHeader()->setSectionResizeMode(EClassMemberModel::RelationColumn, QHeaderView::Stretch);
  table_->setColumnWidth(EClassMemberModel::ProgramColumn, 75);
  table_->setColumnWidth(EClassMemberModel::InstructionColumn, 110);
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
  heading_->setText(tr("e-class e%1: %n baseline instruction(s)", nullptr, static_cast<int>(baselineMembers.size())).arg(eclass) +
                    tr(", %n related distributed value(s)", nullptr, static_cast<int>(steps.size())));
}

QString EClassView::heading() const { return heading_->text(); }

}  // namespace shardscope::views
