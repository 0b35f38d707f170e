// Single-instruction mutations of correct zoo pairs (core/zoo/mutation.h) and the
// numeric oracle that says whether a mutation changed the output: every kind finds a
// site, every mutant loads and still pairs with its baseline, the oracle sees most
// mutants as differing, and a seed always gives the same mutant.
#include "io/hlo_text_printer.h"
#include "ir/module_equality.h"
#include "ir/module_verifier.h"
#include "mutation_cases.h"
#include "mutation_oracle.h"
#include "zoo/mutation.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QTest>

#include <map>
#include <set>

using namespace shardscope;
using zoo_testing::OracleVerdict;

using zoo_testing::PairCase;

class TestZooMutation : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    cases_ = zoo_testing::mutationCases();
    QVERIFY(cases_.size() >= 18);
  }

  void kindNamesRoundTrip() {
    QCOMPARE(zoo::allMutationKinds().size(), std::size_t{11});
    std::set<std::string_view> names;
    for (zoo::MutationKind kind : zoo::allMutationKinds()) {
      const std::string_view name = zoo::mutationKindName(kind);
      QVERIFY(names.insert(name).second);
      QCOMPARE(zoo::mutationKindFromName(name), std::optional<zoo::MutationKind>(kind));
    }
    QVERIFY(!zoo::mutationKindFromName("flip-a-bit"));
  }

  void everyKindAppliesSomewhere() {
    for (zoo::MutationKind kind : zoo::allMutationKinds()) {
      int applied = 0;
      for (const PairCase& pair : cases_) {
        std::mt19937_64 random(1);
        if (zoo::mutateModule(pair.distributed, kind, random)) ++applied;
      }
      qInfo("%-22s applies to %d of %d cases", zoo::mutationKindName(kind).data(), applied, static_cast<int>(cases_.size()));
      QVERIFY2(applied > 0, zoo::mutationKindName(kind).data());
    }
  }

  // What a mutant must keep so that it still pairs with its baseline; and it must load.
  void mutantsLoadAndPair() {
    int checked = 0;
    for (const PairCase& pair : cases_)
      for (zoo::MutationKind kind : zoo::allMutationKinds())
        for (uint64_t seed = 0; seed < 3; ++seed) {
          std::mt19937_64 random(seed);
          std::optional<zoo::MutatedModule> mutant = zoo::mutateModule(pair.distributed, kind, random);
          if (!mutant) continue;
          ++checked;
          const std::string where = pair.name + " " + std::string(zoo::mutationKindName(kind)) + " seed " + std::to_string(seed) + ": " +
                                    mutant->mutation.description;
          QCOMPARE(mutant->mutation.kind, kind);
          const std::optional<ir::VerifierError> error = ir::verifyModule(mutant->module);
          QVERIFY2(!error, (where + ": " + (error ? error->message : "")).c_str());
          QVERIFY2(ir::firstDifference(pair.distributed, mutant->module).has_value(), ("mutant equals the original: " + where).c_str());
          const ir::Computation& original = pair.distributed.entryComputation();
          const ir::Computation& changed = mutant->module.entryComputation();
          QVERIFY2(changed.find(mutant->mutation.instruction) >= 0, ("no instruction " + mutant->mutation.instruction + " in " + where).c_str());
          // Parameters and the ROOT's shape and output relation are what pairing reads.
          const std::vector<ir::InstructionId> before = original.parameters(), after = changed.parameters();
          QCOMPARE(after.size(), before.size());
          for (std::size_t p = 0; p < before.size(); ++p) {
            const ir::Instruction& a = original.instructions[before[p]];
            const ir::Instruction& b = changed.instructions[after[p]];
            QVERIFY2(a.name == b.name && a.shape.compatible(b.shape), where.c_str());
            QVERIFY2((a.sharding == nullptr) == (b.sharding == nullptr) && (!a.sharding || *a.sharding == *b.sharding), where.c_str());
          }
          QVERIFY2(original.rootInstruction().shape.compatible(changed.rootInstruction().shape), where.c_str());
          QVERIFY2(changed.rootInstruction().sharding && *changed.rootInstruction().sharding == *original.rootInstruction().sharding, where.c_str());
        }
    qInfo("%d mutants checked", checked);
    QVERIFY(checked > 200);
  }

  // The oracle can say both things: the correct pair is the same, and most mutants differ.
  void oracleSeesMostMutantsDiffer() {
    std::map<zoo::MutationKind, std::map<OracleVerdict, int>> counts;
    int total = 0, differs = 0;
    for (const PairCase& pair : cases_) {
      const zoo_testing::OracleResult unchanged = zoo_testing::numericOracle(pair.baseline, pair.distributed);
      QVERIFY2(unchanged.verdict == OracleVerdict::Same, (pair.name + ": " + unchanged.detail).c_str());
      for (zoo::MutationKind kind : zoo::allMutationKinds())
        for (uint64_t seed = 10; seed < 11; ++seed) {
          std::mt19937_64 random(seed);
          std::optional<zoo::MutatedModule> mutant = zoo::mutateModule(pair.distributed, kind, random);
          if (!mutant) continue;
          const zoo_testing::OracleResult result = zoo_testing::numericOracle(pair.baseline, mutant->module);
          QVERIFY2(result.verdict != OracleVerdict::Unevaluable,
                   (pair.name + " " + mutant->mutation.description + ": " + result.detail).c_str());
          ++counts[kind][result.verdict];
          ++total;
          if (result.verdict == OracleVerdict::Differs) ++differs;
        }
    }
    for (const auto& [kind, byVerdict] : counts)
      qInfo("%-22s differs %3d  same %3d", zoo::mutationKindName(kind).data(), byVerdict.count(OracleVerdict::Differs) ? byVerdict.at(OracleVerdict::Differs) : 0,
            byVerdict.count(OracleVerdict::Same) ? byVerdict.at(OracleVerdict::Same) : 0);
    qInfo("oracle: %d of %d mutants differ numerically", differs, total);
    QVERIFY(total > 90);
    QVERIFY2(differs * 10 >= total * 7, qPrintable(QString("only %1 of %2 mutants differ").arg(differs).arg(total)));
  }

  void sameSeedSameMutant() {
    for (const PairCase& pair : cases_)
      for (zoo::MutationKind kind : zoo::allMutationKinds()) {
        std::set<std::string> descriptions;
        for (uint64_t seed = 0; seed < 6; ++seed) {
          std::mt19937_64 first(seed), second(seed);
          std::optional<zoo::MutatedModule> a = zoo::mutateModule(pair.distributed, kind, first);
          std::optional<zoo::MutatedModule> b = zoo::mutateModule(pair.distributed, kind, second);
          QCOMPARE(a.has_value(), b.has_value());
          if (!a) continue;
          QCOMPARE(a->mutation.description, b->mutation.description);
          QCOMPARE(io::printHloText(a->module), io::printHloText(b->module));
          descriptions.insert(a->mutation.description);
        }
        // Where a kind applies, the seed picks among its sites (one-site kinds aside).
        if (kind == zoo::MutationKind::AddCollective && !descriptions.empty())
          QVERIFY2(descriptions.size() > 1, (pair.name + ": every seed gave the same mutant").c_str());
      }
  }

  void noSiteGivesNothing() {
    // A baseline has no collectives: nothing to drop or regroup.
    for (const PairCase& pair : cases_)
      for (zoo::MutationKind kind : {zoo::MutationKind::DropCollective, zoo::MutationKind::ChangeReplicaGroups}) {
        std::mt19937_64 random(3);
        QVERIFY2(!zoo::mutateModule(pair.baseline, kind, random), pair.name.c_str());
      }
    ir::Module empty;
    std::mt19937_64 random(0);
    for (zoo::MutationKind kind : zoo::allMutationKinds()) QVERIFY(!zoo::mutateModule(empty, kind, random));
  }

 private:
  std::vector<PairCase> cases_;
};

QTEST_APPLESS_MAIN(TestZooMutation)
#include "test_zoo_mutation.moc"
