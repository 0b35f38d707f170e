// indicesInNameOrder (core/verify/name_order.h): the statuses' name order, against
// std::sort of (name, index) pairs, on names that tie in their packed 16-byte prefix
// (long common prefixes, embedded NULs, empty names, repeats) and on random ones.
#include "verify/instruction_statuses.h"
#include "verify/name_order.h"

#include <QtTest>

#include <algorithm>
#include <stdexcept>
#include <random>
#include <string>
#include <utility>
#include <vector>

using shardscope::verify::indicesInNameOrder;

namespace {

std::vector<uint32_t> reference(const std::vector<std::string_view>& names) {
  std::vector<std::pair<std::string_view, uint32_t>> byName;
  for (uint32_t i = 0; i < names.size(); ++i) byName.emplace_back(names[i], i);
  std::sort(byName.begin(), byName.end());
  std::vector<uint32_t> order;
  for (const auto& entry : byName) order.push_back(entry.second);
  return order;
}

}  // namespace

class TestNameOrder : public QObject {
  Q_OBJECT
 private slots:
  void tiesInThePackedPrefixAreDecidedByTheNames() {
    const std::vector<std::string> owned = {
        "add.9", "add.10", "add.1", "", "add.1", "a", std::string("a\0", 2), std::string("a\0\0", 3), "abcdefghijklmnop", "abcdefghijklmnopq",
        "abcdefghijklmnop.2", "abcdefghijklmnop.10", "abcdefghijklmnop", "\xff", "\x7f", "z", "Z", "add.9"};
    const std::vector<std::string_view> names(owned.begin(), owned.end());
    QCOMPARE(indicesInNameOrder(names), reference(names));
  }

  void randomNamesOfAllLengths() {
    std::mt19937 rng(19);
    for (int round = 0; round < 40; ++round) {
      std::vector<std::string> owned;
      const int count = 1 + static_cast<int>(rng() % 400);
      for (int i = 0; i < count; ++i) {
        // Few letters and long shared stems, so that prefixes tie often.
        std::string name = rng() % 2 ? "broadcast.add.fusion" : "b";
        name.resize(rng() % (name.size() + 1));
        for (int extra = static_cast<int>(rng() % 24); extra > 0; --extra) name += "ab.\0\xf0"[rng() % 5];
        owned.push_back(std::move(name));
      }
      const std::vector<std::string_view> names(owned.begin(), owned.end());
      QCOMPARE(indicesInNameOrder(names), reference(names));
    }
  }

  void noNames() { QVERIFY(indicesInNameOrder({}).empty()); }

  // StatusesByName over entries in program order (as the verifier builds it): iteration
  // by name, lookups, a repeated name's later entry unreachable, and additions and
  // assignments in place.
  void statusesByNameReadsThroughTheNameOrder() {
    using Statuses = shardscope::verify::StatusesByName<int>;
    Statuses::Entries entries;
    for (const char* name : {"mul.2", "add.10", "add.9", "add.10", "broadcast"}) entries.emplace_back(name, static_cast<int>(entries.size()));
    Statuses statuses = Statuses::fromProgramOrder(std::move(entries));
    QCOMPARE(statuses.size(), std::size_t{4});
    std::vector<std::pair<std::string, int>> seen(statuses.begin(), statuses.end());
    const std::vector<std::pair<std::string, int>> expected = {{"add.10", 1}, {"add.9", 2}, {"broadcast", 4}, {"mul.2", 0}};
    QCOMPARE(seen, expected);
    QCOMPARE(statuses.at("add.10"), 1);  // the first of the two
    QCOMPARE(statuses.find("mul.2")->second, 0);
    QVERIFY(statuses.find("add.1") == statuses.end());
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, statuses.at("zzz"));
    statuses.insertOrAssign("add.11", 7);
    statuses.insertOrAssign("mul.2", 8);
    const Statuses& read = statuses;
    std::vector<std::string> byName;
    for (const auto& [name, value] : read) byName.push_back(name);
    QCOMPARE(byName, (std::vector<std::string>{"add.10", "add.11", "add.9", "broadcast", "mul.2"}));
    QCOMPARE(read.at("add.11"), 7);
    QCOMPARE(read.at("mul.2"), 8);
    QCOMPARE(read.end() - read.begin(), std::ptrdiff_t{5});
  }
};

QTEST_APPLESS_MAIN(TestNameOrder)
#include "test_name_order.moc"
