// Relations stored once per distinct value (issue 21, deliver 3): a relation's per-device
// numbers (tile coordinates, parts) are shared between copies and interned per
// verification (verify/device_ints.h), so facts with the same tiling hold one copy. The
// verdicts do not change (test_verify_zoo, test_verify_soundness); these cases check the
// sharing itself and the memory it saves.
#include "verify/device_ints.h"
#include "verify/relation.h"
#include "verify/verifier.h"
#include "zoo/zoo.h"
#include "test_support/hlo_text.h"

#include <QTest>

#include <malloc.h>

#include <map>
#include <set>
#include <string>
#include <vector>

using namespace shardscope;
using verify::DeviceInts;
using verify::DeviceIntsInterner;
using verify::Relation;

namespace {

// A chain of `length` negates of f32[4 * devices], tiled over `devices` devices (each
// device one f32[4] tile): every value has the same relation, whose tile coordinates are
// `devices` numbers.
std::pair<std::string, std::string> tiledChain(int64_t devices, int length) {
  const std::string whole = "f32[" + std::to_string(4 * devices) + "]";
  const std::string tiling = "sharding={devices=[" + std::to_string(devices) + "]<=[" + std::to_string(devices) + "]}";
  std::string baseline = "HloModule chain\n\nENTRY %e (p: " + whole + ") -> " + whole + " {\n  %p = " + whole + " parameter(0)\n";
  std::string distributed = "HloModule chain, num_partitions=" + std::to_string(devices) + "\n\nENTRY %e (p: f32[4]) -> f32[4] {\n  %p = f32[4] parameter(0), " + tiling + "\n";
  std::string previous = "p";
  for (int i = 0; i < length; ++i) {
    const std::string name = "n" + std::to_string(i);
    baseline += "  %" + name + " = " + whole + " negate(%" + previous + ")\n";
    distributed += "  %" + name + " = f32[4] negate(%" + previous + ")\n";
    previous = name;
  }
  baseline += "  ROOT %r = " + whole + " copy(%" + previous + ")\n}\n";
  distributed += "  ROOT %r = f32[4] copy(%" + previous + "), " + tiling + "\n}\n";
  return {baseline, distributed};
}

// Bytes the allocator has handed out and not taken back (blocks of 128 KiB and more are
// mapped on their own, counted in hblkhd).
std::size_t heapInUse() {
  const struct mallinfo2 m = mallinfo2();
  return m.uordblks + m.hblkhd;
}

// The toy Llama layer at TP=4, two layers, verified with the defaults.
verify::VerifyResult verifyToyLayers() {
  zoo::ZooRequest request;
  request.name = "llama-layer-tp";
  request.devices = 4;
  request.layers = 2;
  const zoo::ZooResult generated = zoo::generateZooCase(request);
  return verify::verifyPair(generated.zooCase.baseline, generated.zooCase.distributed, {}, {}, {});
}

}  // namespace

class TestVerifyRelationSharing : public QObject {
  Q_OBJECT

 private slots:
  // Copies share the numbers; a write through one copy gives it its own, the other keeps its values.
  void copiesShareUntilWritten() {
    DeviceInts a(96, 0);
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = static_cast<int64_t>(i % 3);
    DeviceInts b = a;
    QVERIFY(a.sharesStorageWith(b));
    QCOMPARE(a.useCount(), 2L);
    b[5] = 7;
    QVERIFY(!a.sharesStorageWith(b));
    QCOMPARE(a[5], int64_t{2});
    QCOMPARE(b[5], int64_t{7});
    QVERIFY(a != b);
    b[5] = 2;
    QVERIFY(a == b);  // equal numbers, two blocks
    QVERIFY(a == a.toVector());
    DeviceInts c;
    for (int64_t i = 0; i < 10; ++i) c.push_back(i);
    QCOMPARE(c.toVector(), (std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
    c.assign(3, 4);
    QCOMPARE(c.toVector(), (std::vector<int64_t>{4, 4, 4}));
    c.clear();
    QVERIFY(c.empty());
    QVERIFY(c == DeviceInts());
  }

  // Two relations built apart from the same sharding hold two copies until interned, then
  // one; a different tiling stays apart; comparisons give what the numbers give.
  void internedRelationsShareOneCopy() {
    const auto sharding = sharding::HloSharding::tiled({1, 32}, [] {
      std::vector<int64_t> list(32);
      for (int64_t d = 0; d < 32; ++d) list[d] = (d * 5) % 32;
      return list;
    }());
    std::string why;
    auto a = Relation::fromSharding(sharding, {8, 64}, 32, &why);
    auto b = Relation::fromSharding(sharding, {8, 64}, 32, &why);
    auto c = Relation::fromSharding(sharding::HloSharding::tiled({32, 1}, [] {
      std::vector<int64_t> list(32);
      for (int64_t d = 0; d < 32; ++d) list[d] = d;
      return list;
    }()), {64, 8}, 32, &why);
    QVERIFY2(a && b && c, why.c_str());
    QVERIFY(!a->tileIndex.sharesStorageWith(b->tileIndex));
    QVERIFY(a->tileIndex == b->tileIndex);
    DeviceIntsInterner interner;
    a->internDeviceNumbers(interner);
    b->internDeviceNumbers(interner);
    c->internDeviceNumbers(interner);
    QVERIFY(a->tileIndex.sharesStorageWith(b->tileIndex));
    QVERIFY(!a->tileIndex.sharesStorageWith(c->tileIndex));
    QCOMPARE(interner.distinct(), std::size_t{2});
    QCOMPARE(interner.numbersHeld(), std::size_t{2 * 64});
    QVERIFY(a->sameAs(*b));
    QVERIFY(!a->sameAs(*c));
    QVERIFY(a->tileIndex != c->tileIndex);  // same size, same table: told apart by address
    QCOMPARE(a->toString(), b->toString());
    // An interned block is never written: a write copies, the other holder keeps its
    // numbers. (Reads go through const references: a non-const index() is a write access.)
    const Relation& A = *a;
    const Relation& B = *b;
    Relation d = A;
    d.index(0, 1) = 3;
    QVERIFY(!d.tileIndex.sharesStorageWith(A.tileIndex));
    QCOMPARE(A.index(0, 1), B.index(0, 1));
    QVERIFY(A.index(0, 1) != 3);
    QVERIFY(A.tileIndex.sharesStorageWith(B.tileIndex));
    // Interning the edited copy back gives it a block of its own.
    d.internDeviceNumbers(interner);
    QCOMPARE(interner.distinct(), std::size_t{3});
    QVERIFY(d.tileIndex != A.tileIndex);
    d.index(0, 1) = A.index(0, 1);
    d.internDeviceNumbers(interner);
    QVERIFY(d.tileIndex.sharesStorageWith(A.tileIndex));
  }

  // In a whole verification (the toy Llama layer at TP=4, two layers), every two related
  // instructions whose relations hold the same tile coordinates hold the same block.
  void equalRelationsShareStorageInAVerification() {
    const verify::VerifyResult result = verifyToyLayers();
    QCOMPARE(result.verdict, verify::Verdict::Equivalent);
    std::map<std::vector<int64_t>, const DeviceInts*> first;
    std::set<const int64_t*> blocks;
    int related = 0;
    for (const auto& [name, status] : result.instructions) {
      if (!status.relationValue) continue;
      ++related;
      const DeviceInts& numbers = status.relationValue->tileIndex;
      blocks.insert(numbers.data());
      auto [it, inserted] = first.emplace(numbers.toVector(), &numbers);
      if (!inserted) QVERIFY2(it->second->sharesStorageWith(numbers), "two relations with the same tile coordinates hold two copies");
    }
    QVERIFY(related > 50);
    QCOMPARE(blocks.size(), first.size());
    QVERIFY(blocks.size() * 5 < static_cast<std::size_t>(related));
  }

  // The statuses' relation texts are shared, not one copy per status (a copy per status
  // was one allocation per instruction). Texts that fit a string's own buffer
  // ("replicated") are copied: that allocates nothing. Relations that differ but print
  // alike (another rank, say) may hold copies of their own.
  void relationTextsAreSharedAmongStatuses() {
    const verify::VerifyResult result = verifyToyLayers();
    QCOMPARE(result.verdict, verify::Verdict::Equivalent);
    std::set<const std::string*> copies;
    std::set<std::string> texts;
    int shown = 0;
    for (const auto& [name, status] : result.instructions) {
      if (!status.verified || status.relation.size() <= std::string().capacity()) continue;
      ++shown;
      copies.insert(&status.relation.str());
      texts.insert(status.relation.str());
    }
    QVERIFY(shown > 20);
    QVERIFY2(copies.size() * 3 < static_cast<std::size_t>(shown),
             (std::to_string(copies.size()) + " copies of " + std::to_string(texts.size()) + " texts for " + std::to_string(shown) + " statuses").c_str());
  }

  // 2^16 devices over 400 values: one copy of the 65,536 tile coordinates (0.5 MB), where
  // a copy per value was 200 MB held by the result alone.
  void manyDevicesOverManyValuesStayWithinABound() {
#if defined(SHARDSCOPE_SANITIZED)
    QSKIP("the sanitizer's allocator keeps its own heap figures");
#endif
    const int64_t devices = int64_t{1} << 16;
    const auto [baselineText, distributedText] = tiledChain(devices, 400);
    const ir::Module baseline = test::parseHloOrDie(baselineText);
    const ir::Module distributed = test::parseHloOrDie(distributedText);
    const std::size_t before = heapInUse();
    const verify::VerifyResult result = verify::verifyPair(baseline, distributed, {}, {}, {});
    const std::size_t held = heapInUse() - before;
    QCOMPARE(result.verdict, verify::Verdict::Equivalent);
    std::set<const int64_t*> blocks;
    for (const auto& [name, status] : result.instructions)
      if (status.relationValue) blocks.insert(status.relationValue->tileIndex.data());
    QCOMPARE(blocks.size(), std::size_t{1});
    const std::size_t oneCopy = static_cast<std::size_t>(devices) * sizeof(int64_t);
    QVERIFY2(held < 40 * oneCopy, (std::to_string(held) + " bytes held by the result").c_str());
  }
};

QTEST_GUILESS_MAIN(TestVerifyRelationSharing)
#include "test_verify_relation_sharing.moc"
