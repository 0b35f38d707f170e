// explainSharding: which rule gave our sharding (the chain of changes back to a user
// sharding) and which of our rules would give the one another tool chose, on small
// modules, on a case where XLA's answer differs from ours, and on a captured JAX model.
#include "io/hlo_file.h"
#include "io/hlo_text_parser.h"
#include "propagation/explain_sharding.h"
#include "propagation/sharding_propagation.h"

#include <QTest>

using namespace shardscope;
using sharding::HloSharding;

namespace {

ir::Module load(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "test.hlo";
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) qFatal("test module does not parse");
  return std::move(*result.module);
}

HloSharding parse(const char* text) { return std::get<HloSharding>(sharding::parseHloSharding(text)); }

propagation::ShardingExplanation explain(const ir::Module& m, const propagation::PropagationOptions& options,
                                         const char* name, const char* expected) {
  const propagation::PropagationResult r = propagation::propagateShardings(m, options);
  const ir::InstructionId id = m.computations[m.entry].find(name);
  if (id < 0) qFatal("no instruction %s", name);
  return propagation::explainSharding(m, r, options, m.entry, id, parse(expected));
}

bool hasCandidate(const propagation::ShardingExplanation& e, const char* rule, const char* direction, const char* source,
                  const char* howStartsWith) {
  for (const auto& c : e.theirs)
    if (c.rule == rule && c.direction == direction && c.source == source && c.how.rfind(howStartsWith, 0) == 0) return true;
  return false;
}

}  // namespace

class TestExplainSharding : public QObject {
  Q_OBJECT
 private slots:
  // add takes the more specific operand's tiling; the other operand's rule would give
  // the expected one (SPMD, from level 1, every operand is offered), and our acceptance
  // keeps ours.
  void oursFromOneOperandTheirsFromTheOther() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0)
  q = f32[8,8] parameter(1)
  a = f32[8,8] copy(p), sharding={devices=[2,1]0,1}
  b = f32[8,8] copy(q), sharding={devices=[1,4]0,1,2,3}
  add = f32[8,8] add(a, b)
  ROOT c = f32[8,8] copy(add)
}
)");
    propagation::PropagationOptions spmd;
    spmd.isSpmd = true;
    const auto e = explain(m, spmd, "add", "{devices=[2,1]0,1}");
    QVERIFY(!e.agrees);
    QVERIFY(e.ours && parse(e.ours->c_str()) == parse("{devices=[1,4]0,1,2,3}"));
    QVERIFY(e.ours_chain.size() >= 2);
    QCOMPARE(e.ours_chain[0].rule, std::string("elementwise"));
    QCOMPARE(e.ours_chain[0].direction, std::string("forward"));
    QCOMPARE(e.ours_chain[0].source, std::string("b"));
    QCOMPARE(e.ours_chain.back().rule, std::string("user"));
    QCOMPARE(e.ours_chain.back().instruction, std::string("b"));
    QVERIFY(hasCandidate(e, "elementwise", "forward", "a", "proposed from the final shardings"));
    QVERIFY(e.theirs.front().how.find("ours is kept") != std::string::npos);
    const std::string text = propagation::formatExplanation(e);
    QVERIFY(text.find("they differ") != std::string::npos);
    QVERIFY(text.find("by the elementwise rule (forward from `b`") != std::string::npos);
  }

  // A user sharding downstream proposes the expected one; the run refused it (a trace
  // conflict), and the explanation says so.
  void refusedProposalIsNamed() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0)
  b = f32[8,8] copy(p), sharding={devices=[1,4]0,1,2,3}
  n = f32[8,8] negate(b)
  ROOT c = f32[8,8] copy(n), sharding={devices=[4,1]0,1,2,3}
}
)");
    const auto e = explain(m, {}, "n", "{devices=[4,1]0,1,2,3}");
    QVERIFY(!e.agrees);
    QVERIFY(hasCandidate(e, "elementwise", "backward", "c", "refused during the run"));
  }

  // XLA's resharding guard from users (IsSubTilingOrEqualSharding): [4,1,2 replicate]
  // -> [8,1] over the same devices splits each tile further and is taken (XLA's
  // MergeCompatibleTiles); [2,1,2 replicate] -> [4,1]0,2,1,3 moves tiles between devices
  // and is refused, and the explanation's verdict says so instead of "would replace".
  void reshardingGuardFromUsers() {
    const char* module = R"(HloModule m
ENTRY e {
  p = f32[8,16] parameter(0), sharding=%1
  p2 = f32[8,16] parameter(1), sharding=%2
  c0 = f32[8,16] copy(p)
  c1 = f32[8,16] copy(p2)
  a = f32[8,16] add(c0, c1)
  ROOT c2 = f32[8,16] copy(a), sharding=%1
}
)";
    propagation::PropagationOptions spmd;
    spmd.isSpmd = true;
    const ir::Module subTiling = load(QString::fromLatin1(module)
                                          .arg("{devices=[8,1]0,1,2,3,4,5,6,7}",
                                               "{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}")
                                          .toStdString());
    const auto taken = explain(subTiling, spmd, "c1", "{devices=[8,1]0,1,2,3,4,5,6,7}");
    QVERIFY(taken.agrees);
    const ir::Module moved = load(QString::fromLatin1(module)
                                      .arg("{devices=[4,1]0,2,1,3}", "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}")
                                      .toStdString());
    const auto refused = explain(moved, spmd, "c1", "{devices=[4,1]0,2,1,3}");
    QVERIFY(!refused.agrees);
    QVERIFY(refused.ours && parse(refused.ours->c_str()) == parse("{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}"));
    QVERIFY(hasCandidate(refused, "elementwise", "backward", "a", "proposed from the final shardings"));
    for (const auto& c : refused.theirs)
      if (c.direction == "backward" && c.source == "a" && c.how.rfind("proposed from the final shardings", 0) == 0) {
        QVERIFY2(c.how.find("refused: from a user a tiled dim is not resharded") != std::string::npos, c.how.c_str());
        QVERIFY(c.how.find("would replace") == std::string::npos);
      }
  }

  // XLA's ParallelGatherFromOperandForwardPass run without is_spmd: the parallel-dims rule
  // is SPMD only (in XLA as here), so ours is the replicated gather and the explanation
  // says which rule gave it and that no rule of ours gives the SPMD answer.
  void whereNoRuleGivesTheirs() {
    const io::LoadResult loaded = io::loadModuleFile(
        SHARDSCOPE_SOURCE_DIR "/tests/propagation/xla_propagation_extra/ParallelGatherFromOperandForwardPass.hlo");
    QVERIFY(loaded.ok());
    propagation::PropagationOptions options;
    options.isSpmd = false;
    const auto e = explain(*loaded.module, options, "gather", "{devices=[8,1,1,1]0,1,4,5,2,3,6,7}");
    QVERIFY(!e.agrees);
    QVERIFY(!e.ours_chain.empty());
    QCOMPARE(e.ours_chain[0].rule, std::string("gather"));
    QVERIFY(e.theirs.empty());
    QVERIFY(propagation::formatExplanation(e).find("no rule of ours gives") != std::string::npos);
    // With is_spmd the gather rule gives it, and the explanation names that rule.
    options.isSpmd = true;
    const auto spmd = explain(*loaded.module, options, "gather", "{devices=[8,1,1,1]0,1,4,5,2,3,6,7}");
    QVERIFY(spmd.agrees);
    QVERIFY(hasCandidate(spmd, "gather", "forward", "parameter.0", "proposed from the final shardings"));
  }

  // A captured JAX model: our sharding of add.15 is XLA's (propagated.gspmd.hlo), and the
  // chain goes back to the user's sharding_constraint.
  void realModelChainEndsAtTheUserSharding() {
    const QString dir = QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/tests/data/jax-corpus/mlp-megatron-tp4/";
    const io::LoadResult annotated = io::loadModuleFile((dir + "annotated.hlo").toStdString());
    const io::LoadResult xla = io::loadModuleFile((dir + "propagated.gspmd.hlo").toStdString());
    if (!annotated.ok() || !xla.ok()) QSKIP("JAX corpus pair not present");
    const ir::Computation& xlaEntry = xla.module->computations[xla.module->entry];
    const ir::InstructionId theirs = xlaEntry.find("add.15");
    QVERIFY(theirs >= 0 && xlaEntry.instructions[theirs].sharding);
    propagation::PropagationOptions options;
    options.isSpmd = true;
    options.propagateToOutput = {true};
    const propagation::PropagationResult r = propagation::propagateShardings(*annotated.module, options);
    const ir::Module& m = *annotated.module;
    const ir::InstructionId id = m.computations[m.entry].find("add.15");
    const auto agree = propagation::explainSharding(m, r, options, m.entry, id, *xlaEntry.instructions[theirs].sharding);
    QVERIFY(agree.agrees);
    QCOMPARE(agree.ours_chain.back().rule, std::string("user"));
    QCOMPARE(agree.ours_chain.back().instruction, std::string("sharding_constraint.2"));
    // A different answer: the rules that would give it (none here, from the final state).
    const auto differ = propagation::explainSharding(m, r, options, m.entry, id, parse("{devices=[4,1]<=[4]}"));
    QVERIFY(!differ.agrees);
    QVERIFY(differ.theirs.empty());
  }

  // A captured JAX model where our GSPMD answer differs from Shardy's (moe-top2-dp4, listed
  // in tests/jax_corpus/propagation_shardy_known_failures.tsv): Shardy's topk factor rule
  // gives the router's top-2 the batch split (propagated.shardy.hlo:
  // {{devices=[4,1]<=[4]}, {devices=[4,1]<=[4]}}); in GSPMD topk is opaque, so ours has
  // none, and the explanation says which rule that is and that none of ours gives Shardy's.
  // Its index output (top_k.5) is replicated, by a chain of rules back to a user sharding.
  void realModelWhereShardyDiffers() {
    const QString dir = QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/tests/data/jax-corpus/moe-top2-dp4/";
    const io::LoadResult annotated = io::loadModuleFile((dir + "annotated.hlo").toStdString());
    if (!annotated.ok()) QSKIP("JAX corpus pair not present");
    propagation::PropagationOptions options;  // as `propagate PAIR_DIR --spmd` runs it
    options.isSpmd = true;
    const ir::Module& m = *annotated.module;
    const propagation::PropagationResult r = propagation::propagateShardings(m, options);
    const ir::Computation& entry = m.computations[m.entry];
    const auto topk = propagation::explainSharding(m, r, options, m.entry, entry.find("top_k.3"),
                                                   parse("{{devices=[4,1]<=[4]}, {devices=[4,1]<=[4]}}"));
    QVERIFY(!topk.agrees);
    QVERIFY(!topk.ours);
    QCOMPARE(topk.rule, std::string("opaque"));
    QVERIFY(topk.theirs.empty());
    const auto index = propagation::explainSharding(m, r, options, m.entry, entry.find("top_k.5"), parse("{devices=[4,1]<=[4]}"));
    QVERIFY(!index.agrees);
    QVERIFY(index.ours_chain.size() > 3);
    QCOMPARE(index.ours_chain.back().rule, std::string("user"));
    QVERIFY(propagation::formatExplanation(topk).find("its rule: opaque") != std::string::npos);
  }
};

QTEST_APPLESS_MAIN(TestExplainSharding)
#include "test_explain_sharding.moc"
