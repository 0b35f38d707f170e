// Iota tile assignments kept symbolic (issue 21): a tiled sharding written
// `devices=[...]<=[...]T(...)` holds only that form until devices() is asked for, and
// answers the device count, the device at a tile, the tile of a device, equality, hashing
// and normalisation from the form. Every symbolic answer is checked against the expanded
// list on every small spelling.
#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>
#include <thread>

#include "sharding/device_array.h"
#include "sharding/hlo_sharding.h"
#include "sharding/iota_devices.h"
#include "sharding/mesh.h"
#include "sharding/named_sharding.h"
#include "sharding/sharding_conversion.h"
#include "support/input_budget.h"

using namespace shardscope;
using namespace shardscope::sharding;

namespace {

HloSharding parseOk(const std::string& text) {
  auto result = parseHloSharding(text);
  if (auto* error = std::get_if<ShardingParseError>(&result))
    qFatal("unexpected parse error at %zu in '%s': %s", error->offset, text.c_str(), error->message.c_str());
  return std::get<HloSharding>(std::move(result));
}

// Every reshape of up to three dims from {1,2,3,4,6} naming at most 48 devices, with
// every transpose (none, and each permutation written out).
std::vector<IotaDevices> smallIotas() {
  const std::vector<int64_t> sizes = {1, 2, 3, 4, 6};
  std::vector<std::vector<int64_t>> shapes;
  for (int64_t a : sizes) {
    shapes.push_back({a});
    for (int64_t b : sizes) {
      if (a * b <= 48) shapes.push_back({a, b});
      for (int64_t c : sizes)
        if (a * b * c <= 48) shapes.push_back({a, b, c});
    }
  }
  std::vector<IotaDevices> out;
  for (const auto& shape : shapes) {
    out.push_back(IotaDevices{shape, {}});
    std::vector<int64_t> perm(shape.size());
    std::iota(perm.begin(), perm.end(), int64_t{0});
    do out.push_back(IotaDevices{shape, perm});
    while (std::next_permutation(perm.begin(), perm.end()));
  }
  return out;
}

// The divisors-based splits of `count` into `rank` dims (all of them for small counts).
void splits(int64_t count, std::size_t rank, std::vector<int64_t>& prefix, std::vector<std::vector<int64_t>>& out) {
  if (prefix.size() + 1 == rank) {
    prefix.push_back(count);
    out.push_back(prefix);
    prefix.pop_back();
    return;
  }
  for (int64_t d = 1; d <= count; ++d) {
    if (count % d != 0) continue;
    prefix.push_back(d);
    splits(count / d, rank, prefix, out);
    prefix.pop_back();
  }
}

std::vector<std::vector<int64_t>> tileShapes(int64_t count, std::size_t maxRank) {
  std::vector<std::vector<int64_t>> out;
  for (std::size_t rank = 1; rank <= maxRank; ++rank) {
    std::vector<int64_t> prefix;
    splits(count, rank, prefix, out);
  }
  return out;
}

std::string iotaText(const IotaDevices& iota) {
  std::string out = "[";
  for (std::size_t i = 0; i < iota.reshapeDims.size(); ++i) out += (i ? "," : "") + std::to_string(iota.reshapeDims[i]);
  out += "]";
  if (!iota.transposePerm.empty()) {
    out += "T(";
    for (std::size_t i = 0; i < iota.transposePerm.size(); ++i) out += (i ? "," : "") + std::to_string(iota.transposePerm[i]);
    out += ")";
  }
  return out;
}

}  // namespace

class TestIotaTileAssignment : public QObject {
  Q_OBJECT

 private slots:
  void canonicalFormIsTheOneFoundInTheList();
  void deviceAndPositionMatchTheExpansion();
  void transposeMatchesTheExpandedTranspose();
  void sortedLinesMatchTheExpansion();
  void parsedIotaStaysSymbolic();
  void symbolicEqualsExplicit();
  void normalizedMatchesTheExplicitForm();
  void normalizedKeepsLargeFormsSymbolic();
  void expansionIsChargedAndRefusedByTheBudget();
  void expansionIsSharedAcrossThreads();
  void setIotaOnASymbolicList();
  void shardyOnAMeshInDeviceOrderIsSymbolic();
};

void TestIotaTileAssignment::canonicalFormIsTheOneFoundInTheList() {
  int checked = 0;
  for (const IotaDevices& iota : smallIotas()) {
    const auto found = findIota(expandIota(iota));
    QVERIFY(found.has_value());
    const IotaDevices canonical = canonicalIota(iota);
    if (!(canonical == *found)) QFAIL(("canonicalIota(" + iotaText(iota) + ") = " + iotaText(canonical) + ", the list's is " + iotaText(*found)).c_str());
    QCOMPARE(iotaDeviceCount(iota), static_cast<int64_t>(expandIota(iota).size()));
    ++checked;
  }
  QVERIFY(checked > 300);
}

void TestIotaTileAssignment::deviceAndPositionMatchTheExpansion() {
  for (const IotaDevices& iota : smallIotas()) {
    const std::vector<int64_t> devices = expandIota(iota);
    for (std::size_t i = 0; i < devices.size(); ++i) {
      QCOMPARE(iotaDeviceAt(iota, static_cast<int64_t>(i)), devices[i]);
      QCOMPARE(iotaPositionOf(iota, devices[i]), static_cast<int64_t>(i));
    }
    QCOMPARE(iotaPositionOf(iota, static_cast<int64_t>(devices.size())), int64_t{-1});
    QCOMPARE(iotaPositionOf(iota, -1), int64_t{-1});
  }
}

void TestIotaTileAssignment::transposeMatchesTheExpandedTranspose() {
  int symbolic = 0;
  for (const IotaDevices& iota : smallIotas()) {
    const std::vector<int64_t> devices = expandIota(iota);
    for (const auto& dims : tileShapes(static_cast<int64_t>(devices.size()), 3)) {
      std::vector<int64_t> perm(dims.size());
      std::iota(perm.begin(), perm.end(), int64_t{0});
      do {
        const auto moved = transposeIotaArray(iota, dims, perm);
        const std::vector<int64_t> expected = transposeArray(devices, dims, perm);
        if (moved) {
          QCOMPARE(expandIota(*moved), expected);
          QCOMPARE(*moved, canonicalIota(*moved));
          ++symbolic;
        } else {
          // Only a cut through a digit that no iota form follows is left to the caller;
          // a transpose whose result is an iota pattern with the digits aligned is not.
          QVERIFY(dims.size() > 1);
        }
      } while (std::next_permutation(perm.begin(), perm.end()));
    }
  }
  QVERIFY(symbolic > 1000);
}

void TestIotaTileAssignment::sortedLinesMatchTheExpansion() {
  int decided = 0;
  for (const IotaDevices& iota : smallIotas()) {
    const std::vector<int64_t> devices = expandIota(iota);
    const auto count = static_cast<int64_t>(devices.size());
    for (int64_t line = 1; line <= count; ++line) {
      if (count % line != 0) continue;
      bool sorted = true;
      for (int64_t start = 0; start < count; start += line)
        sorted = sorted && std::is_sorted(devices.begin() + start, devices.begin() + start + line);
      const auto answer = iotaLinesSorted(iota, line);
      if (!answer) continue;
      QCOMPARE(*answer, sorted);
      ++decided;
    }
    QVERIFY(iotaLinesSorted(iota, 1).value_or(false));
  }
  QVERIFY(decided > 1000);
}

void TestIotaTileAssignment::parsedIotaStaysSymbolic() {
  const HloSharding s = parseOk("{devices=[4,262144]<=[1024,1024]T(1,0)}");
  QVERIFY(s.devicesSymbolic());
  QCOMPARE(s.numDevices(), int64_t{1} << 20);
  QCOMPARE(s.keptDeviceIds(), int64_t{4});
  QCOMPARE(s.toString(), std::string("{devices=[4,262144]<=[1024,1024]T(1,0)}"));
  // Device at a tile and tile of a device, from the form: [1024,1024]T(1,0) puts device
  // 1024*(i%1024) + i/1024 at position i.
  QCOMPARE(s.deviceAt(0), int64_t{0});
  QCOMPARE(s.deviceAt(1), int64_t{1024});
  QCOMPARE(s.deviceAt(1025), int64_t{1025});
  QCOMPARE(s.tileIndexOf(1024), int64_t{1});
  QCOMPARE(s.tileIndexOf(3), int64_t{3 * 1024});
  QCOMPARE(s.tileIndexOf(int64_t{1} << 20), int64_t{-1});
  QCOMPARE(s.deviceAt(int64_t{1} << 20), int64_t{-1});
  QVERIFY(s.devicesSymbolic());
  // A written spelling is stored canonically, as tiled() finds it for an explicit list.
  QCOMPARE(parseOk("{devices=[2,4]<=[2,4]}").toString(), std::string("{devices=[2,4]<=[8]}"));
  QCOMPARE(parseOk("{devices=[2,4]<=[2,1,4]T(0,2,1)}").toString(), std::string("{devices=[2,4]<=[8]}"));
  // Asked for, the list is expanded once and kept.
  const std::vector<int64_t>& devices = s.devices();
  QVERIFY(!s.devicesSymbolic());
  QCOMPARE(devices, expandIota(IotaDevices{{1024, 1024}, {1, 0}}));
  QCOMPARE(&s.devices(), &devices);
  QCOMPARE(s.tileIndexOf(1024), int64_t{1});
}

void TestIotaTileAssignment::symbolicEqualsExplicit() {
  for (const IotaDevices& iota : smallIotas()) {
    const std::vector<int64_t> devices = expandIota(iota);
    const auto count = static_cast<int64_t>(devices.size());
    if (count < 2) continue;
    const HloSharding lazy = HloSharding::tiledIota({count}, iota);
    const HloSharding eager = HloSharding::tiled({count}, devices);
    QVERIFY(lazy.devicesSymbolic());
    QVERIFY(lazy == eager && eager == lazy);
    QVERIFY(lazy.sameDevices(eager) && eager.sameDevices(lazy));
    QCOMPARE(lazy.devicesHash(), eager.devicesHash());
    QCOMPARE(lazy.toString(), eager.toString());
    // An explicit spelling of the same list (its iota form cleared) is still equal.
    HloSharding listed = eager;
    QVERIFY(listed.setIota(std::nullopt));
    QVERIFY(lazy.sameDevices(listed) && listed.sameDevices(lazy));
    QCOMPARE(lazy.devicesHash(), listed.devicesHash());
    QVERIFY(lazy.devicesSymbolic());
    // A different list is not.
    std::vector<int64_t> swapped = devices;
    std::swap(swapped[0], swapped[1]);
    const HloSharding other = HloSharding::tiled({count}, swapped);
    QVERIFY(!(lazy == other));
    QVERIFY(!lazy.sameDevices(other) && !other.sameDevices(lazy));
  }
  QVERIFY(!(parseOk("{devices=[4,2]<=[8]}") == parseOk("{devices=[4,2]<=[2,4]T(1,0)}")));
  QVERIFY(parseOk("{devices=[4,2]<=[8]}") == parseOk("{devices=[4,2]<=[4,2]}"));
}

void TestIotaTileAssignment::normalizedMatchesTheExplicitForm() {
  // Random subgroup layouts over every small iota: the symbolic normal form prints and
  // lists exactly what normalising the expanded list gives.
  std::mt19937 random(21);
  const std::vector<SubgroupKind> kinds = {SubgroupKind::Replicated, SubgroupKind::Manual, SubgroupKind::Unreduced};
  int compared = 0;
  int stayedSymbolic = 0;
  for (const IotaDevices& iota : smallIotas()) {
    const std::vector<int64_t> devices = expandIota(iota);
    for (const auto& dims : tileShapes(static_cast<int64_t>(devices.size()), 4)) {
      const std::size_t subgroupCount = random() % dims.size();
      std::vector<SubgroupKind> subgroups;
      for (std::size_t i = 0; i < subgroupCount; ++i) subgroups.push_back(kinds[random() % kinds.size()]);
      const HloSharding lazy = HloSharding::tiledIota(dims, iota, subgroups);
      const HloSharding eager = HloSharding::tiled(dims, devices, subgroups);
      const HloSharding lazyNormal = lazy.normalized();
      const HloSharding eagerNormal = eager.normalized();
      if (lazy.devicesSymbolic() && (!lazyNormal.isTiled() || lazyNormal.devicesSymbolic())) ++stayedSymbolic;
      QVERIFY(lazy == eager);
      QCOMPARE(lazyNormal.toString(), eagerNormal.toString());
      QCOMPARE(lazyNormal.devices(), eagerNormal.devices());
      ++compared;
    }
  }
  QVERIFY(compared > 10000);
  QVERIFY(stayedSymbolic > compared / 2);
}

void TestIotaTileAssignment::normalizedKeepsLargeFormsSymbolic() {
  const HloSharding partial = parseOk("{devices=[2,1024,512]<=[1048576] last_tile_dim_replicate}");
  const HloSharding normal = partial.normalized();
  QCOMPARE(normal.toString(), std::string("{devices=[2,1024,512]<=[1048576] last_tile_dim_replicate}"));
  QVERIFY(partial.devicesSymbolic() && normal.devicesSymbolic());
  QVERIFY(!partial.isReplicated() && !partial.isManual());
  // Subgroups to merge and reorder: manual before replicated, two replicated dims.
  const HloSharding mixed = parseOk("{devices=[4,2,128,512,2]<=[2,1024,512]T(1,0,2) last_tile_dims={replicated, manual, replicated}}");
  const HloSharding mixedNormal = mixed.normalized();
  QVERIFY(mixed.devicesSymbolic() && mixedNormal.devicesSymbolic());
  QCOMPARE(mixedNormal.tileDims(), (std::vector<int64_t>{4, 2, 256, 512}));  // replicated 128x2, then manual
  // All-replicated tiles are {replicated} without the list.
  QVERIFY(parseOk("{devices=[1,1,1048576]<=[1048576] last_tile_dim_replicate}").isReplicated());
  QVERIFY(parseOk("{devices=[1,1048576]<=[1024,1024]T(1,0) last_tile_dims={manual}}").isManual());
  // Equal by meaning across spellings, still without the list.
  const HloSharding a = parseOk("{devices=[2,524288]<=[1048576]}");
  const HloSharding b = parseOk("{devices=[2,524288]<=[2,524288]}");
  QVERIFY(a == b);
  QCOMPARE(a.devicesHash(), b.devicesHash());
  QVERIFY(a.devicesSymbolic() && b.devicesSymbolic());
}

void TestIotaTileAssignment::expansionIsChargedAndRefusedByTheBudget() {
  const HloSharding s = parseOk("{devices=[1048576]<=[1048576]}");
  {
    BudgetLimits limits;
    limits.deviceIds = (int64_t{1} << 20) - 1;
    InputBudgetScope scope(limits);
    bool refused = false;
    try {
      (void)s.devices();
    } catch (const BudgetExceeded& error) {
      refused = std::string(error.what()).find("{devices=[1048576]<=[1048576]}") != std::string::npos;
    }
    QVERIFY(refused);
    QVERIFY(s.devicesSymbolic());
    QCOMPARE(scope.budget().used(BudgetItem::DeviceIds), int64_t{0});
  }
  InputBudgetScope scope;
  const HloSharding copy = s;
  QCOMPARE(s.devices().size(), std::size_t{1} << 20);
  QCOMPARE(copy.devices().size(), std::size_t{1} << 20);  // shared: charged once
  QCOMPARE(scope.budget().used(BudgetItem::DeviceIds), int64_t{1} << 20);
}

void TestIotaTileAssignment::expansionIsSharedAcrossThreads() {
  for (int round = 0; round < 20; ++round) {
    const HloSharding s = parseOk("{devices=[64,1024]<=[256,256]T(1,0)}");
    std::vector<HloSharding> copies(8, s);
    std::vector<const std::vector<int64_t>*> seen(copies.size(), nullptr);
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < copies.size(); ++i)
      threads.emplace_back([&, i] { seen[i] = &copies[i].devices(); });
    for (std::thread& thread : threads) thread.join();
    for (const auto* list : seen) QCOMPARE(list, seen.front());
    QCOMPARE(*seen.front(), expandIota(IotaDevices{{256, 256}, {1, 0}}));
  }
}

void TestIotaTileAssignment::setIotaOnASymbolicList() {
  HloSharding s = parseOk("{devices=[2,4]<=[2,4]T(1,0)}");
  QVERIFY(s.setIota(IotaDevices{{2, 4}, {1, 0}}));
  QVERIFY(!s.setIota(IotaDevices{{8}, {}}));  // another list
  QVERIFY(s.devicesSymbolic());
  QCOMPARE(s.toString(), std::string("{devices=[2,4]<=[2,4]T(1,0)}"));
  QVERIFY(s.setIota(std::nullopt));  // the explicit list is printed: it is made
  QVERIFY(!s.devicesSymbolic());
  QCOMPARE(s.toString(), std::string("{devices=[2,4]0,4,1,5,2,6,3,7}"));
  QVERIFY(s == parseOk("{devices=[2,4]<=[2,4]T(1,0)}"));
}

void TestIotaTileAssignment::shardyOnAMeshInDeviceOrderIsSymbolic() {
  const Mesh mesh = std::get<Mesh>(parseMesh("<[\"x\"=1024, \"y\"=1024]>"));
  const auto convert = [&](const char* text) {
    auto converted = toHloSharding(std::get<NamedSharding>(parseNamedSharding(text)), mesh);
    return std::get<HloSharding>(std::move(converted));
  };
  const HloSharding swapped = convert("[{\"y\"}, {\"x\"}]");
  QVERIFY(swapped.devicesSymbolic());
  QCOMPARE(swapped.toString(), std::string("{devices=[1024,1024]<=[1024,1024]T(1,0)}"));
  const HloSharding partial = convert("[{\"y\"}, {}]");
  QVERIFY(partial.devicesSymbolic());
  QCOMPARE(partial.toString(), std::string("{devices=[1024,1,1024]<=[1024,1024]T(1,0) last_tile_dim_replicate}"));
  // A mesh without axes (one device) converts as before (test_shardy_propagation_corpus's
  // empty-mesh cases): tiledIota needs a reshape dim.
  const Mesh empty = std::get<Mesh>(parseMesh("<[]>"));
  const auto onEmpty = toHloSharding(std::get<NamedSharding>(parseNamedSharding("[{}, {}]")), empty);
  QVERIFY(std::holds_alternative<HloSharding>(onEmpty));
  // The same mesh with its device order written out in another order is converted from
  // the list (and agrees with the explicit transpose).
  const Mesh reversed = std::get<Mesh>(parseMesh("<[\"x\"=2, \"y\"=2], device_ids=[3,2,1,0]>"));
  const auto listed = toHloSharding(std::get<NamedSharding>(parseNamedSharding("[{\"y\"}, {\"x\"}]")), reversed);
  QCOMPARE(std::get<HloSharding>(listed).toString(), std::string("{devices=[2,2]3,1,2,0}"));
}

QTEST_APPLESS_MAIN(TestIotaTileAssignment)
#include "test_iota_tile_assignment.moc"
