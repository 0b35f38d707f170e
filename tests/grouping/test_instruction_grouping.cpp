// core/grouping: each source of groups on its own (op_name scopes, `layers.N` names,
// source lines and files, dataflow runs) and the choice between them: a source is taken
// only when it covers half the instructions, makes 2 to 30 groups and none over a third.
#include "grouping/dataflow_segments.h"
#include "grouping/instruction_grouping.h"
#include "grouping/layer_names.h"
#include "grouping/op_name_scopes.h"
#include "io/hlo_text_parser.h"

#include <QTest>

#include <map>
#include <set>
#include <string>

using namespace shardscope;
using namespace shardscope::grouping;

namespace {

ir::Module parse(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "test.hlo";
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) qFatal("test module does not parse: %s", result.diagnostics.front().format().c_str());
  return std::move(*result.module);
}

const ir::Computation& entry(const ir::Module& module) { return module.computations[module.entry]; }

// `blocks` residual blocks over f32[8]: each reads the stream x and its own weight, fans
// out into two branches of `width` ops and adds them back onto x, so inside a block
// several values are live and between blocks only x is. `metadata(b, i)` is written on
// op i of block b ("" for none).
template <typename Metadata>
std::string blocksModule(int blocks, int width, Metadata metadata) {
  std::string text = "HloModule blocks\n\nENTRY %main (x: f32[8]) -> f32[8] {\n  %x = f32[8] parameter(0)\n";
  std::string stream = "x";
  int op = 0;
  const auto line = [&](const std::string& name, const std::string& rhs, int b) {
    const std::string meta = metadata(b, op++);
    text += "  %" + name + " = f32[8] " + rhs + (meta.empty() ? "" : ", metadata={" + meta + "}") + "\n";
  };
  for (int b = 0; b < blocks; ++b) {
    const std::string k = std::to_string(b);
    line("w" + k, "parameter(" + std::to_string(b + 1) + ")", b);
    std::string left = stream, right = stream;
    for (int i = 0; i < width; ++i) {
      const std::string l = "l" + k + "_" + std::to_string(i), r = "r" + k + "_" + std::to_string(i);
      line(l, "multiply(f32[8] %" + left + ", f32[8] %w" + k + ")", b);
      line(r, "exponential(f32[8] %" + right + ")", b);
      left = l;
      right = r;
    }
    const std::string sum = "s" + k, out = "o" + k;
    line(sum, "add(f32[8] %" + left + ", f32[8] %" + right + ")", b);
    line(out, "add(f32[8] %" + sum + ", f32[8] %" + stream + ")", b);
    stream = out;
  }
  text += "  ROOT %result = f32[8] negate(f32[8] %" + stream + ")\n}\n";
  return text;
}

std::string none(int, int) { return {}; }

std::map<std::string, int> groupSizes(const InstructionGroups& groups) {
  std::map<std::string, int> sizes;
  for (const std::string& path : groups.paths) ++sizes[path.substr(0, path.find('/'))];
  return sizes;
}

}  // namespace

class TestInstructionGrouping : public QObject {
  Q_OBJECT

 private slots:
  void opNameScopesKeepTheirRules() {
    const ir::Module module = parse(
        "HloModule m\n\nENTRY %main (p: f32[2]) -> f32[2] {\n"
        "  %p = f32[2] parameter(0)\n"
        "  %a = f32[2] negate(f32[2] %p), metadata={op_name=\"layer.0/attn/q\"}\n"
        "  %b = f32[2] negate(f32[2] %a), metadata={op_name=\"layer.0\"}\n"
        "  ROOT %c = f32[2] negate(f32[2] %b), metadata={op_name=\"jit(f)/mul\"}\n}\n");
    const std::vector<std::string> scopes = opNameScopes(entry(module));
    QCOMPARE(scopes[0], std::string());
    QCOMPARE(scopes[1], std::string("layer.0/attn"));  // names an operation: its parent scope
    QCOMPARE(scopes[2], std::string("layer.0"));       // a scope itself
    QCOMPARE(scopes[3], std::string("jit(f)"));
  }

  void layerTokensInNames_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("token");
    QTest::newRow("pytorch path") << "model.layers.3.self_attn.q_proj" << "layers.3";
    QTest::newRow("gpt2") << "transformer.h.11.mlp" << "h.11";
    QTest::newRow("underscore") << "blocks_7/dense" << "blocks_7";
    QTest::newRow("singular") << "encoder.layer.0.attention" << "layer.0";
    QTest::newRow("not a word start") << "multilayer.3" << "";
    QTest::newRow("no number") << "layers.x" << "";
    QTest::newRow("number runs on") << "layers.3a" << "";
    QTest::newRow("hlo name") << "add.3" << "";
  }
  void layerTokensInNames() {
    QFETCH(QString, text);
    QFETCH(QString, token);
    QCOMPARE(QString::fromStdString(layerToken(text.toStdString())), token);
  }

  void smallProgramsStayFlat() {
    const ir::Module module = parse(blocksModule(2, 3, none));  // 21 instructions
    const InstructionGroups groups = groupInstructions(entry(module));
    QCOMPARE(groups.source, GroupingSource::Flat);
    for (const std::string& path : groups.paths) QCOMPARE(path, std::string());
  }

  void informativeOpNamesAreKept() {
    const ir::Module module = parse(blocksModule(8, 4, [](int b, int) { return "op_name=\"block" + std::to_string(b) + "/op\""; }));
    const InstructionGroups groups = groupInstructions(entry(module));
    QCOMPARE(groups.source, GroupingSource::OpName);
    QCOMPARE(groups.paths[1], std::string("block0"));  // w0
    QVERIFY(std::find(groups.used.begin(), groups.used.end(), GroupingSource::Dataflow) == groups.used.end());
  }

  void layerNamesWithoutScopes() {
    // op_names without '/' (PyTorch module paths) give no scopes, but layers.N.
    const ir::Module module = parse(blocksModule(6, 5, [](int b, int) { return "op_name=\"model.layers." + std::to_string(b) + ".mlp\""; }));
    const InstructionGroups groups = groupInstructions(entry(module));
    QCOMPARE(groups.source, GroupingSource::LayerNames);
    const auto sizes = groupSizes(groups);
    QCOMPARE(sizes.at("layers.0"), 14);  // w0, 10 branch ops, 2 adds, and x: its first user's
    QCOMPARE(sizes.at("layers.5"), 13);
    QCOMPARE(sizes.at(""), 1);  // the ROOT has no op_name: loose
  }

  void sourceLinesThenFiles() {
    // One line per block: lines are the groups.
    const ir::Module byLine = parse(blocksModule(6, 5, [](int b, int) {
      return "source_file=\"/home/u/model.py\" source_line=" + std::to_string(10 + b);
    }));
    InstructionGroups groups = groupInstructions(entry(byLine));
    QCOMPARE(groups.source, GroupingSource::SourceLines);
    QCOMPARE(groupSizes(groups).at("model.py:12"), 13);
    QCOMPARE(groupSizes(groups).at("model.py:10"), 14);  // x has no line: it joins its first user's
    // A line per op is too many lines: files first, then lines (and runs) inside.
    const ir::Module byFile = parse(blocksModule(8, 5, [](int b, int op) {
      return "source_file=\"/src/f" + std::to_string(b % 4) + ".py\" source_line=" + std::to_string(op);
    }));
    groups = groupInstructions(entry(byFile));
    QCOMPARE(groups.source, GroupingSource::SourceFiles);
    QCOMPARE(groupSizes(groups).at("f1.py"), 26);
  }

  void aGroupOfOneStaysLoose() {
    // w0 (op 0) alone on line 99: no box for one node.
    const ir::Module module = parse(blocksModule(6, 5, [](int b, int op) {
      return "source_file=\"m.py\" source_line=" + std::to_string(op == 0 ? 99 : 10 + b);
    }));
    const InstructionGroups groups = groupInstructions(entry(module));
    QCOMPARE(groups.source, GroupingSource::SourceLines);
    QCOMPARE(groups.paths[entry(module).find("w0")], std::string());
    QCOMPARE(groups.paths[entry(module).find("w1")], std::string("m.py:11"));
  }

  void aLineHoldingMostOfTheProgramIsNotUsed() {
    // Every op on one line (a Python loop): no better than one box, so dataflow decides.
    const ir::Module module = parse(blocksModule(6, 5, [](int, int) { return "source_file=\"m.py\" source_line=3"; }));
    const InstructionGroups groups = groupInstructions(entry(module));
    QCOMPARE(groups.source, GroupingSource::Dataflow);
  }

  void dataflowCutsWhereOnlyTheStreamCrosses() {
    const int blocks = 8, width = 4;
    const ir::Module module = parse(blocksModule(blocks, width, none));
    const ir::Computation& c = entry(module);
    const DataflowIndex index(c);
    std::vector<ir::InstructionId> members(c.instructions.size());
    for (std::size_t i = 0; i < members.size(); ++i) members[i] = static_cast<ir::InstructionId>(i);
    const Segments segments = dataflowSegments(index, members, blocks);
    QCOMPARE(static_cast<int>(segments.titles.size()), blocks);
    // Each block's ops (its weight included: it joins its first user) are one run.
    for (int b = 0; b < blocks; ++b) {
      const std::string k = std::to_string(b);
      const int run = segments.segmentOf[c.find("o" + k)];
      for (const std::string name : {"w" + k, "l" + k + "_0", "r" + k + "_3", "s" + k})
        QVERIFY2(segments.segmentOf[c.find(name)] == run, name.c_str());
    }
    QVERIFY2(segments.titles[0].rfind("1: ", 0) == 0, segments.titles[0].c_str());
  }

  void dataflowTitlesNameWhatMatters() {
    const ir::Module module = parse(
        "HloModule m\n\nENTRY %main (p: f32[4,4], q: f32[4,4]) -> f32[4,4] {\n"
        "  %p = f32[4,4] parameter(0)\n  %q = f32[4,4] parameter(1)\n"
        "  %d = f32[4,4] dot(f32[4,4] %p, f32[4,4] %q), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
        "  %e = f32[4,4] exponential(f32[4,4] %d)\n"
        "  %f = f32[4,4] dot(f32[4,4] %e, f32[4,4] %q), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
        "  %g = f32[4,4] negate(f32[4,4] %f)\n  %h = f32[4,4] negate(f32[4,4] %g)\n"
        "  ROOT %i = f32[4,4] negate(f32[4,4] %h)\n}\n");
    const ir::Computation& c = entry(module);
    const DataflowIndex index(c);
    const Segments segments = dataflowSegments(index, {0, 1, 2, 3, 4, 5, 6, 7}, 2);
    QCOMPARE(segments.titles.size(), std::size_t(2));
    QCOMPARE(segments.titles[0], std::string("1: dot \u00d72"));
    QCOMPARE(segments.titles[1], std::string("2: negate \u00d73"));
  }

  void largeProgramsNestRuns() {
    // 2,802 instructions without metadata: runs outside, each cut again inside, and no
    // level shows more than maxLoose instructions or maxBoxes runs.
    const ir::Module module = parse(blocksModule(400, 2, none));
    const InstructionGroups groups = groupInstructions(entry(module));
    QCOMPARE(groups.source, GroupingSource::Dataflow);
    std::map<std::string, int> direct;
    std::map<std::string, std::set<std::string>> children;
    for (const std::string& path : groups.paths) {
      ++direct[path];
      std::string p = path;
      while (!p.empty()) {
        const std::size_t slash = p.rfind('/');
        const std::string parent = slash == std::string::npos ? std::string() : p.substr(0, slash);
        children[parent].insert(p);
        p = parent;
      }
    }
    QVERIFY(children[""].size() >= 5 && static_cast<int>(children[""].size()) <= GroupingOptions{}.maxBoxes);
    for (const auto& [path, count] : direct) QVERIFY2(count <= GroupingOptions{}.maxLoose, path.c_str());
    for (const auto& [path, kids] : children) QVERIFY2(static_cast<int>(kids.size()) <= GroupingOptions{}.maxBoxes, path.c_str());
  }
};

QTEST_APPLESS_MAIN(TestInstructionGrouping)
#include "test_instruction_grouping.moc"
