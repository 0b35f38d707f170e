// GraphModel: op_name scopes become groups (an op_name that is a prefix of others is a
// scope; otherwise its parent is), instructions without op_name (dataflow runs when
// nothing else says more) and called computations get groups of their own, no group has
// more than 400 members, and hostile op_names (very deep, empty components) make a
// bounded tree.
#include "graph_test_support.h"

#include "views/graph/graph_model.h"
#include "views/graph/instruction_search.h"
#include "views/graph/visible_graph.h"

#include <QTest>

#include <random>
#include <string>

using namespace shardscope;
using namespace shardscope::views;
using namespace shardscope::views::testing;

namespace {

// A parameter and a chain of `count` adds in the entry, all with the given op_name (the
// parameter with its own when one is given).
std::string chainModule(int count, const std::string& opName, const std::string& parameterOpName = {}) {
  std::string text = "HloModule chain\n\nENTRY %main (p: f32[4]) -> f32[4] {\n  %p = f32[4] parameter(0)";
  const std::string& first = parameterOpName.empty() ? opName : parameterOpName;
  text += first.empty() ? "\n" : ", metadata={op_name=\"" + first + "\"}\n";
  std::string previous = "p";
  for (int i = 0; i < count; ++i) {
    std::string name = "a";  // appended, not "a" + ...: GCC 12 warns falsely (-Wrestrict) on that
    name += std::to_string(i);
    text += "  " + std::string(i + 1 == count ? "ROOT " : "") + "%" + name + " = f32[4] add(f32[4] %" + previous +
            ", f32[4] %p)";
    if (!opName.empty()) text += ", metadata={op_name=\"" + opName + "\" source_file=\"m.py\" source_line=" + std::to_string(i + 1) + "}";
    text += "\n";
    previous = name;
  }
  return text + "}\n";
}

void checkCap(const GraphModel& model) {
  for (const GraphGroup& group : model.groups())
    QVERIFY2(group.children.size() <= GraphModel::kMaxGroupChildren, qPrintable(group.path));
}

}  // namespace

class TestGraphModel : public QObject {
  Q_OBJECT

 private slots:
  void scopesFromOpNames() {
    auto module = zooModule();
    GraphModel model(*module);
    QCOMPARE(model.displayRoot(), 0);
    // "layer.0/attn/q_proj" is not a prefix of another op_name: it names operations,
    // which belong to "layer.0/attn". "layer.0/attn" is a scope itself.
    QVERIFY(model.findGroup(QStringLiteral("layer.0")) > 0);
    QVERIFY(model.findGroup(QStringLiteral("layer.0/attn")) > 0);
    QCOMPARE(model.findGroup(QStringLiteral("layer.0/attn/q_proj")), -1);
    for (const GraphNode& node : model.nodes()) {
      const GraphGroup& group = model.group(node.group);
      if (node.computation != QLatin1String("main")) {
        QCOMPARE(group.path, QStringLiteral("(called computations)/") + node.computation);
        continue;
      }
      QVERIFY2(node.opName == group.path || node.opName.startsWith(group.path + QLatin1Char('/')) || group.path.isEmpty(),
               qPrintable(node.key + QStringLiteral(" in ") + group.path));
    }
    // Totals add up.
    QCOMPARE(model.group(0).totalNodes, model.nodes().size());
    QCOMPARE(model.nodes().size(), static_cast<qsizetype>(module->instructionCount()));
    checkCap(model);
  }

  void bigScopesSplitIntoParts() {
    // "big" is one scope among others (the parameter's "in"), so no wrapper to open inside.
    auto module = parseModule(chainModule(1000, "big/op", "in/p"));
    GraphModel model(*module);
    checkCap(model);
    const int big = model.findGroup(QStringLiteral("big"));
    QVERIFY(big > 0);
    QCOMPARE(model.group(big).totalNodes, 1000);
    QCOMPARE(model.group(big).children.size(), 3);
    const GraphGroup& first = model.group(model.group(big).children.front().index);
    QVERIFY(first.isPart);
    QCOMPARE(first.path, QStringLiteral("big/[part 1 of 3]"));
    QCOMPARE(first.children.size(), GraphModel::kMaxGroupChildren);
    QCOMPARE(model.displayRoot(), 0);
  }

  void aScopeAroundEverythingOpensInside() {
    // Everything in "jit(f)": the view opens on what it holds (here dataflow runs, the
    // ops' op_names naming operations), not on one "jit(f)" box.
    auto module = parseModule(chainModule(1000, "jit(f)/add"));
    GraphModel model(*module);
    checkCap(model);
    QCOMPARE(model.findGroup(QStringLiteral("jit(f)")), -1);
    const VisibleGraph collapsed = VisibleGraph::build(model, {});
    QVERIFY(collapsed.items.size() >= 5 && collapsed.items.size() <= 60);
  }

  void instructionsWithoutOpNameAreGroupedAndCapped() {
    // No metadata at all: dataflow runs (core/grouping), not one "(no op_name)" box.
    auto module = parseModule(chainModule(900, ""));
    GraphModel model(*module);
    checkCap(model);
    QCOMPARE(model.groupingSource(), grouping::GroupingSource::Dataflow);
    QCOMPARE(model.findGroup(QStringLiteral("(no op_name)")), -1);
    const VisibleGraph collapsed = VisibleGraph::build(model, {});
    QVERIFY(collapsed.items.size() >= 5 && collapsed.items.size() <= 60);
    int largest = 0;
    for (const GroupChild& child : model.group(model.displayRoot()).children)
      if (child.isGroup) largest = std::max(largest, model.group(child.index).totalNodes);
    QVERIFY(largest * 3 <= 901);
    QCOMPARE(model.group(0).totalNodes, 901);
  }

  void partsOfPartsForHugeFlatGroups() {
    // 400 * 400 is the most one level of parts holds; more needs parts of parts.
    auto module = parseModule(chainModule(161000, "flat/x"));
    GraphModel model(*module);
    checkCap(model);
    const VisibleGraph collapsed = VisibleGraph::build(model, {});
    QVERIFY(collapsed.items.size() <= GraphModel::kMaxGroupChildren);
  }

  void deepOrOddOpNamesStayBounded_data() {
    QTest::addColumn<QString>("opName");
    QString deep;
    for (int i = 0; i < 5000; ++i) deep += QStringLiteral("s%1/").arg(i);
    QTest::newRow("5000 levels") << deep + QStringLiteral("op");
    QTest::newRow("empty components") << QStringLiteral("//a///b//");
    QTest::newRow("only slashes") << QStringLiteral("////");
  }

  void deepOrOddOpNamesStayBounded() {
    QFETCH(QString, opName);
    auto module = parseModule(chainModule(20, opName.toStdString()));
    GraphModel model(*module);
    checkCap(model);
    int deepest = 0;
    for (int g = 0; g < model.groups().size(); ++g) deepest = std::max(deepest, static_cast<int>(model.groupChain(g).size()));
    QVERIFY(deepest <= 30);
    QCOMPARE(model.group(0).totalNodes, 21);
    const VisibleGraph graph = VisibleGraph::build(model, {});
    QVERIFY(!graph.items.isEmpty());
  }

  void edgesBetweenCollapsedGroupsAreMerged() {
    std::string text = "HloModule m\n\nENTRY %main (p: f32[2]) -> f32[2] {\n"
                       "  %p = f32[2] parameter(0), metadata={op_name=\"in/p\"}\n"
                       "  %a = f32[2] negate(f32[2] %p), metadata={op_name=\"left/a\"}\n"
                       "  %b = f32[2] exponential(f32[2] %p), metadata={op_name=\"left/b\"}\n"
                       "  ROOT %c = f32[2] add(f32[2] %a, f32[2] %b), metadata={op_name=\"right/c\"}\n}\n";
    auto module = parseModule(text);
    GraphModel model(*module);
    const VisibleGraph collapsed = VisibleGraph::build(model, {});
    QCOMPARE(collapsed.items.size(), 3);  // in, left, right
    QCOMPARE(collapsed.edges.size(), 2);
    const int left = collapsed.itemOfGroup[model.findGroup(QStringLiteral("left"))];
    const int right = collapsed.itemOfGroup[model.findGroup(QStringLiteral("right"))];
    for (const VisibleEdge& edge : collapsed.edges)
      if (edge.from == left) {
        QCOMPARE(edge.to, right);
        QCOMPARE(edge.tensors, 2);  // a and b, merged
      }
    const VisibleGraph open = VisibleGraph::build(model, {model.findGroup(QStringLiteral("left"))});
    QCOMPARE(open.nodeItems, 2);
    QCOMPARE(open.clusters.size(), 1);
    QCOMPARE(open.edges.size(), 4);  // in->a, in->b, a->right, b->right
  }

  // VisibleGraph skips hidden instructions whose operands share their box without
  // reading them; for any expansion the edges must be exactly those a walk of every
  // operand of every instruction gives (with the distinct producers each carries).
  void visibleEdgesMatchAWalkOfEveryOperand() {
    auto module = zooModule("llama-layer-tp", 3);
    GraphModel model(*module);
    QVector<int> expandable;
    for (int g = 0; g < model.groups().size(); ++g)
      if (g != model.displayRoot() && model.isInside(g, model.displayRoot())) expandable.push_back(g);
    QVERIFY(expandable.size() > 5);
    std::mt19937 random(8);
    for (int round = 0; round < 25; ++round) {
      QSet<int> expanded;
      for (int g : expandable)
        if (random() % 3 == 0) expanded.insert(g);
      const VisibleGraph graph = VisibleGraph::build(model, expanded);
      QHash<QPair<int, int>, QSet<int>> walked;  // (from, to) -> producers
      for (int user = 0; user < model.nodes().size(); ++user)
        for (int producer : model.node(user).operands) {
          const int from = graph.itemOfNode[producer], to = graph.itemOfNode[user];
          if (from >= 0 && to >= 0 && from != to) walked[qMakePair(from, to)].insert(producer);
        }
      QCOMPARE(graph.edges.size() + graph.omittedEdges, walked.size());
      for (const VisibleEdge& edge : graph.edges) {
        const auto found = walked.constFind(qMakePair(edge.from, edge.to));
        QVERIFY(found != walked.constEnd());
        QCOMPARE(edge.tensors, found->size());
      }
    }
  }

  void searchByNameOpcodeScopeAndLine() {
    auto module = parseModule(chainModule(10, "blk/op"));
    GraphModel model(*module);
    QCOMPARE(findNodes(model, QStringLiteral("a3")).size(), 1);
    QCOMPARE(findNodes(model, QStringLiteral("%a3")).size(), 1);
    QCOMPARE(findNodes(model, QStringLiteral("add")).size(), 10);
    QCOMPARE(findNodes(model, QStringLiteral("blk")).size(), 11);  // the parameter and the adds
    QCOMPARE(findNodes(model, QStringLiteral("m.py:4")).size(), 1);
    QCOMPARE(findNodes(model, QStringLiteral("/home/x/m.py:4")).size(), 0);
    QCOMPARE(findNodes(model, QStringLiteral("4")).size(), 1);
    QCOMPARE(findNodes(model, QStringLiteral("zzz")).size(), 0);
  }
};

QTEST_APPLESS_MAIN(TestGraphModel)
#include "test_graph_model.moc"
