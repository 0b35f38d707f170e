// Issue 21: a module of 200 instructions, each with a different 2^20-device iota tile
// assignment (tests/data/bad/f3_200_iota_tile_assignments.hlo, 25 KB), loads, prints back
// and goes through .pb with every tile assignment kept symbolic, in a few megabytes. The
// same shardings expanded would take 1.6 GB: the load's budget refuses them at the 17th.
#include <QTest>

#include <sys/resource.h>

#include <set>
#include <string>

#include "io/hlo_file.h"
#include "io/hlo_proto_reader.h"
#include "io/hlo_proto_writer.h"
#include "io/hlo_text_parser.h"
#include "io/hlo_text_printer.h"
#include "io/tile_assignment_budget.h"
#include "sharding/hlo_sharding.h"
#include "support/input_budget.h"

using namespace shardscope;

namespace {

const std::string kFile = std::string(SHARDSCOPE_SOURCE_DIR) + "/tests/data/bad/f3_200_iota_tile_assignments.hlo";

std::vector<const sharding::HloSharding*> shardingsOf(const ir::Module& module) {
  std::vector<const sharding::HloSharding*> out;
  for (const ir::Computation& computation : module.computations)
    for (const ir::Instruction& instruction : computation.instructions)
      if (instruction.sharding) out.push_back(instruction.sharding.get());
  return out;
}

int64_t peakRssMiB() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;  // KiB on Linux
}

}  // namespace

class TestSymbolicTileAssignments : public QObject {
  Q_OBJECT

 private slots:
  void loadsPrintsAndConvertsSymbolically();
  void expansionIsCheckedBeforeAnAnalysis();
};

void TestSymbolicTileAssignments::loadsPrintsAndConvertsSymbolically() {
  const io::LoadResult loaded = io::loadModuleFile(kFile);
  QVERIFY2(loaded.ok(), loaded.firstError() ? loaded.firstError()->format().c_str() : "no module");
  const auto shardings = shardingsOf(*loaded.module);
  QCOMPARE(shardings.size(), std::size_t{200});
  std::set<std::string> spellings;
  for (const sharding::HloSharding* s : shardings) {
    QVERIFY(s->devicesSymbolic());
    QCOMPARE(s->numDevices(), int64_t{1} << 20);
    spellings.insert(s->toString());
  }
  QCOMPARE(spellings.size(), std::size_t{200});  // all different

  // Printed back: the same 200 spellings, as written in the file.
  const std::string text = io::printHloText(*loaded.module);
  for (const std::string& spelling : spellings) QVERIFY(text.find("sharding=" + spelling) != std::string::npos);
  io::HloParseOptions options;
  options.fileName = "printed.hlo";
  const io::LoadResult again = io::parseHloText(text, options);
  QVERIFY(again.ok());
  const auto reparsed = shardingsOf(*again.module);
  QCOMPARE(reparsed.size(), shardings.size());
  for (std::size_t i = 0; i < shardings.size(); ++i) {
    QVERIFY(reparsed[i]->devicesSymbolic());
    QVERIFY(*reparsed[i] == *shardings[i]);
    QVERIFY(shardings[i]->devicesSymbolic());  // compared by iota form
  }

  // Through .pb: XLA's iota fields, read back symbolic.
  const std::string proto = io::writeHloModuleProto(*loaded.module);
  options.fileName = "converted.pb";
  const io::LoadResult fromProto = io::parseHloModuleProto(proto, options);
  QVERIFY(fromProto.ok());
  const auto converted = shardingsOf(*fromProto.module);
  QCOMPARE(converted.size(), shardings.size());
  for (std::size_t i = 0; i < shardings.size(); ++i) {
    QVERIFY(converted[i]->devicesSymbolic());
    QCOMPARE(converted[i]->toString(), shardings[i]->toString());
  }

  // Three loads of the module in a few MiB (the expanded form: 200 x 8 MiB = 1.6 GiB).
  const int64_t peak = peakRssMiB();
  qInfo("peak RSS after loading, printing and converting: %lld MiB", static_cast<long long>(peak));
  QVERIFY2(peak < 256, qPrintable(QString("peak RSS %1 MiB").arg(peak)));

  // Expanded, they pass a load's budget at the 17th (2^24 device ids).
  InputBudgetScope budget;
  int expanded = 0;
  QString refusal;
  try {
    for (const sharding::HloSharding* s : shardings) {
      (void)s->devices();
      ++expanded;
    }
  } catch (const BudgetExceeded& error) {
    refusal = QString::fromStdString(error.what());
  }
  QCOMPARE(expanded, 16);
  QVERIFY2(refusal.contains("the input needs more than 16777216 device ids"), qPrintable(refusal));
  QVERIFY(shardings[16]->devicesSymbolic());
}

// What propagate, verify, numeric and partition check after loading: the 17th distinct
// 2^20-device form (line 21) passes one analysis's 2^24 device ids.
void TestSymbolicTileAssignments::expansionIsCheckedBeforeAnAnalysis() {
  const io::LoadResult loaded = io::loadModuleFile(kFile);
  QVERIFY(loaded.ok());
  const auto refused = io::checkTileAssignmentExpansion(*loaded.module, "f.hlo");
  QVERIFY(refused.has_value());
  QCOMPARE(refused->line, 21);
  QCOMPARE(refused->column, 3);
  QVERIFY2(refused->message.find("expanding the tile assignment {devices=[65536,16]<=[1048576]}: the input needs more than "
                                 "16777216 device ids of replica groups and tile assignments in all (16777216 so far, 1048576 "
                                 "more here)") == 0,
           refused->message.c_str());
  BudgetLimits roomy;
  roomy.deviceIds = int64_t{200} << 20;
  QVERIFY(!io::checkTileAssignmentExpansion(*loaded.module, "f.hlo", roomy));
  // Expanded shardings were charged when they were expanded; they are not counted again.
  const auto shardings = shardingsOf(*loaded.module);
  for (std::size_t i = 0; i < 16; ++i) (void)shardings[i]->devices();
  BudgetLimits tight;
  tight.deviceIds = int64_t{184} << 20;
  QVERIFY(!io::checkTileAssignmentExpansion(*loaded.module, "f.hlo", tight));
  tight.deviceIds = int64_t{183} << 20;
  QVERIFY(io::checkTileAssignmentExpansion(*loaded.module, "f.hlo", tight).has_value());
}

QTEST_APPLESS_MAIN(TestSymbolicTileAssignments)
#include "test_symbolic_tile_assignments.moc"
