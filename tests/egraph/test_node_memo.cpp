// NodeMemo, the e-graph's open-addressing memo: against std::map on random nodes of
// every arity (inline and heap children), through many table doublings, with hits,
// misses and a purge (retainIf) that keeps insertion order and rebuilds the table.
#include "egraph/node_memo.h"

#include <QTest>

#include <map>
#include <random>
#include <vector>

using namespace shardscope::egraph;

namespace {

ENode randomNode(std::mt19937& rng, const std::vector<Symbol>& ops) {
  ENode node(ops[rng() % ops.size()]);
  const unsigned arity = rng() % 6;  // 0..5: inline (<= 3) and spilled children
  for (unsigned k = 0; k < arity; ++k) node.children.push_back(Id(rng() % 40));
  return node;
}

}  // namespace

class TestNodeMemo : public QObject {
  Q_OBJECT

 private slots:
  void agreesWithAnOrderedMap() {
    std::mt19937 rng(11);
    const std::vector<Symbol> ops = {Symbol("memo-a"), Symbol("memo-b"), Symbol("memo-c")};
    NodeMemo memo;
    std::map<ENode, Id> reference;
    std::vector<ENode> inserted;  // insertion order of the new keys
    for (std::uint32_t step = 0; step < 20000; ++step) {
      ENode node = randomNode(rng, ops);
      const auto [index, isNew] = memo.tryEmplace(ENode(node), Id(step));
      const auto [it, referenceNew] = reference.try_emplace(node, Id(step));
      QCOMPARE(isNew, referenceNew);
      QCOMPARE(memo.entry(index).value, it->second);
      QVERIFY(memo.entry(index).key == node);
      if (isNew) {
        QCOMPARE(index, inserted.size());  // entries are dense, in insertion order
        inserted.push_back(node);
      }
      const ENode probe = randomNode(rng, ops);
      const NodeMemo::Entry* found = memo.find(probe);
      const auto expected = reference.find(probe);
      QCOMPARE(found != nullptr, expected != reference.end());
      if (found) QCOMPARE(found->value, expected->second);
    }
    QCOMPARE(memo.size(), reference.size());
    QVERIFY(memo.size() > 1000);  // the table doubled many times

    // Purge the entries with an odd value: the rest stay, in order, and are found.
    memo.retainIf([](const NodeMemo::Entry& e) { return e.value.value % 2 == 0; });
    std::size_t at = 0;
    for (const ENode& key : inserted) {
      const Id value = reference.at(key);
      const NodeMemo::Entry* found = memo.find(key);
      if (value.value % 2 != 0) {
        QVERIFY(found == nullptr);
        continue;
      }
      QVERIFY(found != nullptr);
      QCOMPARE(found->value, value);
      QVERIFY(memo.entries()[at].key == key);
      ++at;
    }
    QCOMPARE(memo.size(), at);
    // Still insertable after the purge, and a purged key comes back as new.
    for (const ENode& key : inserted)
      if (reference.at(key).value % 2 != 0) {
        const auto [index, isNew] = memo.tryEmplace(ENode(key), Id(7));
        QVERIFY(isNew);
        QCOMPARE(memo.find(key)->value, Id(7));
        QCOMPARE(index, memo.size() - 1);
        break;
      }
  }

  // The memo's arrays come from HugePageAllocator: at 2 MiB and more a mapping of its
  // own, 2 MiB aligned (on Linux), that keeps its contents through growth and frees.
  // A program hash-consed in order: each node's lookup starts next to the one before
  // (the slot of its newest operand), and a reserved table holds them all without
  // growing. Nodes that crowd one operand (thousands share its window) fall back to
  // their hash and are still found, as are the chain's nodes among them.
  void lookupsOfAProgramInOrderStayLocal() {
    const Symbol op("memo-local"), other("memo-crowd");
    constexpr std::uint32_t kChain = 100000;
    NodeMemo memo;
    memo.reserve(kChain + 6000);
    const std::size_t tableSize = memo.slotCount();
    std::map<ENode, Id> reference;
    std::size_t previousHome = 0, far = 0;
    for (std::uint32_t i = 1; i <= kChain; ++i) {
      ENode node(op, {Id(i - 1), Id(i / 2)});
      const std::size_t home = memo.homeSlot(node);
      if (i > 1 && (home + tableSize - previousHome) % tableSize > 2) ++far;
      previousHome = home;
      QVERIFY(memo.tryEmplace(ENode(node), Id(i)).second);
      reference.emplace(std::move(node), Id(i));
      if (i == 50000)
        for (std::uint32_t k = 0; k < 6000; ++k) {  // 6,000 nodes whose newest operand is 49,999
          ENode crowd(other, {Id(k % 7), Id(49999), Id(k)});
          QVERIFY(memo.tryEmplace(ENode(crowd), Id(kChain + 1 + k)).second);
          reference.emplace(std::move(crowd), Id(kChain + 1 + k));
        }
    }
    QCOMPARE(far, std::size_t{0});             // every chain node starts within two slots of the last
    QCOMPARE(memo.slotCount(), tableSize);        // reserved: the table never grew
    QCOMPARE(memo.size(), reference.size());
    for (const auto& [node, id] : reference) {
      const NodeMemo::Entry* found = memo.find(node);
      QVERIFY(found != nullptr);
      QCOMPARE(found->value, id);
    }
    QVERIFY(memo.find(ENode(op, {Id(3), Id(kChain + 7)})) == nullptr);
    QVERIFY(memo.find(ENode(other, {Id(1), Id(49999), Id(6001)})) == nullptr);
  }

  void largeArraysHaveTheirOwnAlignedMapping() {
    std::vector<std::uint64_t, shardscope::HugePageAllocator<std::uint64_t>> values;
    for (std::uint64_t i = 0; i < (std::uint64_t{3} << 20) / sizeof(std::uint64_t); ++i) values.push_back(i * 7);
    if (shardscope::hugePagesMapped()) QCOMPARE(reinterpret_cast<std::uintptr_t>(values.data()) % shardscope::kHugePageBytes, std::uintptr_t{0});
    for (std::uint64_t i = 0; i < values.size(); ++i) QCOMPARE(values[i], i * 7);
    values.resize(10);  // shrinking keeps the mapping; freeing it at the end keeps it for reuse
    values.shrink_to_fit();  // back to the heap
    QCOMPARE(values.back(), std::uint64_t{63});
  }

  // A freed mapping is kept and handed out again (its pages already faulted in), to an
  // array of its size or somewhat smaller; not to a much smaller one; and nothing is kept
  // beyond the budget.
  void freedMappingsAreKeptForReuse() {
    if (!shardscope::hugePagesMapped()) QSKIP("no own mappings on this platform");
    using Big = std::vector<std::uint64_t, shardscope::HugePageAllocator<std::uint64_t>>;
    constexpr std::size_t kMiB = std::size_t{1} << 20;
    shardscope::releaseRetainedHugePages();
    shardscope::setHugePageRetention(std::size_t{64} << 20);
    const std::uint64_t* first = nullptr;
    {
      Big values(8 * kMiB / sizeof(std::uint64_t), 5);
      first = values.data();
    }
    QCOMPARE(shardscope::retainedHugePages().mappings, std::size_t{1});
    QCOMPARE(shardscope::retainedHugePages().bytes, 8 * kMiB);
    {
      Big tiny(2 * kMiB / sizeof(std::uint64_t));  // a quarter: a fresh mapping, the kept one stays
      QVERIFY(tiny.data() != first);
      QCOMPARE(shardscope::retainedHugePages().bytes, 8 * kMiB);
      Big again(6 * kMiB / sizeof(std::uint64_t), 9);  // the kept one, its surplus 2 MiB unmapped
      QCOMPARE(static_cast<const std::uint64_t*>(again.data()), first);
      QCOMPARE(again.back(), std::uint64_t{9});
      QCOMPARE(shardscope::retainedHugePages().bytes, std::size_t{0});
    }
    QCOMPARE(shardscope::retainedHugePages().bytes, 8 * kMiB);  // 2 + 6 MiB back
    shardscope::setHugePageRetention(4 * kMiB);  // shrinking the budget unmaps the oldest
    QVERIFY(shardscope::retainedHugePages().bytes <= 4 * kMiB);
    { Big over(6 * kMiB / sizeof(std::uint64_t)); }  // over the budget: unmapped at once
    QVERIFY(shardscope::retainedHugePages().bytes <= 4 * kMiB);
    shardscope::setHugePageRetention(0);
    QCOMPARE(shardscope::retainedHugePages().bytes, std::size_t{0});
    shardscope::setHugePageRetention(std::size_t{1} << 30);
  }
};

QTEST_APPLESS_MAIN(TestNodeMemo)
#include "test_node_memo.moc"
