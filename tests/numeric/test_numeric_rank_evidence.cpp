// Issue 9 item 4, numeric half: the frontier view's heat map shows the first divergence's
// own max abs / rel error rank by rank (an intermediate one too, not only the ROOT), as
// the numeric result keeps them; a rank that instruction did not compare shows only its
// pass/fail mark. Rows come from views::numericEvidenceRows, drawn by RankHeatmap.
#include "numeric_test_programs.h"
#include "numeric_test_support.h"

#include "numeric/numeric_check.h"
#include "views/verify/rank_heatmap.h"
#include "views/verify/rank_heatmap_model.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace shardscope;
using views::RankHeatmapModel;

class TestNumericRankEvidence : public QObject {
  Q_OBJECT

 private slots:
  void firstDivergenceRowShowsItsOwnRankErrors_data() {
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<QString>("instruction");
    QTest::addColumn<int>("comparedRanks");
    // The origin of an unreduced partial sum: every rank compared (the consumer's errors).
    QTest::newRow("missing all-reduce") << QString::fromStdString(numeric::testing::kScaledDotBaseline)
                                        << QString::fromStdString(numeric::testing::scaledDotDistributed(false)) << "dot" << 2;
    // A misrouted pipeline permute: only the ranks that lost a needed value are compared.
    QTest::newRow("misrouted pipeline permute")
        << QString::fromStdString(numeric::testing::kPipelineBaseline)
        << QString::fromStdString(numeric::testing::pipelineDistributed(numeric::testing::PipelineBug::BackwardPermute)) << "state.1" << 2;
  }

  void firstDivergenceRowShowsItsOwnRankErrors() {
    QFETCH(QString, baseline);
    QFETCH(QString, distributed);
    QFETCH(QString, instruction);
    QFETCH(int, comparedRanks);
    const numeric::NumericCheckResult result = numeric::testing::checkTexts(baseline.toStdString(), distributed.toStdString());
    QVERIFY(result.ok());
    QVERIFY(result.firstDivergence);
    const numeric::InstructionCheck& divergence = *result.firstDivergence;
    QCOMPARE(QString::fromStdString(divergence.instruction), instruction);
    QCOMPARE(divergence.ranks.size(), static_cast<std::size_t>(result.numDevices));

    const QList<views::RankErrorRow> rows = views::numericEvidenceRows(result);
    QCOMPARE(rows.size(), 1 + static_cast<int>(result.layers.size()));
    QCOMPARE(rows[0].label, "first divergence %" + instruction);

    views::RankHeatmap heatmap;
    QAbstractItemModelTester tester(heatmap.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    heatmap.setEvidence(QStringLiteral("numeric check"), rows);
    RankHeatmapModel* model = heatmap.model();
    QCOMPARE(model->columnCount(), static_cast<int>(result.numDevices));
    int compared = 0;
    for (int r = 0; r < model->columnCount(); ++r) {
      const numeric::RankCheck& rank = divergence.ranks[static_cast<std::size_t>(r)];
      const QModelIndex cell = model->index(0, r);
      QCOMPARE(cell.data(RankHeatmapModel::KnownRole).toBool(), rank.compared);
      QCOMPARE(cell.data(RankHeatmapModel::PassedRole).toBool(), rank.passed);
      if (!rank.compared) {
        QCOMPARE(cell.data().toString(), rank.passed ? QStringLiteral("✓") : QStringLiteral("✗"));
        continue;
      }
      ++compared;
      QCOMPARE(cell.data(RankHeatmapModel::ValueRole).toDouble(), rank.error.maxAbsError);
      QCOMPARE(cell.data().toString(), QString::number(rank.error.maxAbsError, 'g', 3));
    }
    QCOMPARE(compared, comparedRanks);
    // The true figures are on the map: some rank of the first divergence fails with an error.
    bool failingWithError = false;
    for (const numeric::RankCheck& rank : divergence.ranks) failingWithError |= rank.compared && !rank.passed && rank.error.maxAbsError > 0;
    QVERIFY(failingWithError);
    heatmap.setMeasure(RankHeatmapModel::Measure::MaxRel);
    for (int r = 0; r < model->columnCount(); ++r)
      if (divergence.ranks[static_cast<std::size_t>(r)].compared)
        QCOMPARE(model->index(0, r).data(RankHeatmapModel::ValueRole).toDouble(), divergence.ranks[static_cast<std::size_t>(r)].error.maxRelError);
  }

  // A check that kept no per-rank errors still marks the ranks it names as failing.
  void checkWithoutRankErrorsShowsFlags() {
    numeric::InstructionCheck check;
    check.instruction = "x";
    check.passed = false;
    check.failingRanks = {1};
    const views::RankErrorRow row = views::instructionErrorRow(QStringLiteral("x"), check, 3);
    QCOMPARE(row.ranks.size(), 3);
    for (int r = 0; r < 3; ++r) {
      QVERIFY(!row.ranks[r].known);
      QCOMPARE(row.ranks[r].passed, r != 1);
    }
  }
};

QTEST_MAIN(TestNumericRankEvidence)
#include "test_numeric_rank_evidence.moc"
