// The Properties pane follows every verification step (issue 23): a new instruction's
// rows announce only the cells that changed (dataChanged, never a model reset, so only
// those cells are painted again), rows added or dropped at the end, and the pane still
// sizes each row as measuring it would and drops a selection made on another instruction.
#include "views/properties/properties_view.h"

#include <QAbstractItemModelTester>
#include <QPaintEvent>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace shardscope::views;

namespace {

QVector<PropertyRow> dotRows() {
  return {{"Instruction", "name", "dot.1"},
          {"Instruction", "opcode", "dot"},
          {"Instruction", "shape", "f32[8,16]{1,0}"},
          {"Attributes", "lhs_contracting_dims", "{1}"},
          {"Pairing", "counterpart", "dot"}};
}

// The (row, column) cells a list of dataChanged emissions covers.
QSet<QPair<int, int>> cellsOf(const QSignalSpy& spy) {
  QSet<QPair<int, int>> cells;
  for (const QList<QVariant>& emission : spy) {
    const auto topLeft = emission.at(0).value<QModelIndex>();
    const auto bottomRight = emission.at(1).value<QModelIndex>();
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
      for (int column = topLeft.column(); column <= bottomRight.column(); ++column) cells.insert({row, column});
  }
  return cells;
}

// The region of each paint event a widget receives.
class PaintRecorder : public QObject {
 public:
  explicit PaintRecorder(QWidget* watched) : QObject(watched) { watched->installEventFilter(this); }
  QRegion painted;
  int paints = 0;

 protected:
  bool eventFilter(QObject*, QEvent* event) override {
    if (event->type() == QEvent::Paint) {
      painted += static_cast<QPaintEvent*>(event)->region();
      ++paints;
    }
    return false;
  }
};

}  // namespace

class TestPropertiesUpdates : public QObject {
  Q_OBJECT

 private slots:
  void onlyChangedCellsAreAnnounced() {
    PropertyTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(dotRows());
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QVector<PropertyRow> next = dotRows();
    next[0].value = "dot.2";
    next[4].value = "dot.7";
    model.setRows(next);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count() + removed.count(), 0);
    QCOMPARE(cellsOf(changed), (QSet<QPair<int, int>>{{0, PropertyTableModel::ValueColumn}, {4, PropertyTableModel::ValueColumn}}));
    QCOMPARE(model.value("Instruction", "name"), QStringLiteral("dot.2"));
    // The same rows again: nothing to announce.
    changed.clear();
    model.setRows(next);
    QCOMPARE(changed.count(), 0);
  }

  void rowsAreAddedAndDroppedAtTheEnd() {
    PropertyTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(dotRows());
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QVector<PropertyRow> longer = dotRows();
    longer.append({"Pairing", "verified", "yes"});
    longer.append({"Pairing", "relation", "tiled(dim 1)"});
    model.setRows(longer);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 5);
    QCOMPARE(inserted.at(0).at(2).toInt(), 6);
    QCOMPARE(model.rowCount(), 7);
    model.setRows(dotRows().mid(0, 2));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.at(0).at(1).toInt(), 2);
    QCOMPARE(removed.at(0).at(2).toInt(), 6);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(reset.count(), 0);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(reset.count(), 0);
  }

  void aMovedSectionStartRepaintsTheRowBelow() {
    // Row 3 moves from Attributes to Instruction: row 4 starts a section now (its heading
    // is drawn over both its cells), though its own texts are the same.
    PropertyTableModel model;
    QVector<PropertyRow> rows = dotRows();
    rows[4] = {"Attributes", "rhs_contracting_dims", "{0}"};
    model.setRows(rows);
    QVERIFY(!model.startsSection(4));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    rows[3].section = "Instruction";
    model.setRows(rows);
    QVERIFY(model.startsSection(4));
    const QSet<QPair<int, int>> cells = cellsOf(changed);
    for (int column = 0; column < PropertyTableModel::ColumnCount; ++column) {
      QVERIFY(cells.contains({3, column}));
      QVERIFY(cells.contains({4, column}));
    }
    QVERIFY(!cells.contains({2, 0}));
  }

  void aChangedValueRepaintsOnlyItsCell() {
    PropertiesView view;
    view.resize(360, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showProperties("distributed · dot.1", dotRows());
    auto* table = view.findChild<QTableView*>();
    QVERIFY(table);
    QTest::qWait(50);  // the first paint
    PaintRecorder recorder(table->viewport());
    QVector<PropertyRow> next = dotRows();
    next[2].value = "f32[8,32]{1,0}";
    view.showProperties("distributed · dot.1", next);
    QTRY_VERIFY(recorder.paints > 0);
    const QRect cell = table->visualRect(table->model()->index(2, PropertyTableModel::ValueColumn));
    QVERIFY2(QRegion(cell).united(recorder.painted) == QRegion(cell),
             qPrintable(QStringLiteral("painted %1 rects, bounding %2,%3 %4x%5; the cell is %6,%7 %8x%9")
                            .arg(recorder.painted.rectCount())
                            .arg(recorder.painted.boundingRect().x()).arg(recorder.painted.boundingRect().y())
                            .arg(recorder.painted.boundingRect().width()).arg(recorder.painted.boundingRect().height())
                            .arg(cell.x()).arg(cell.y()).arg(cell.width()).arg(cell.height())));
  }

  void thePaneSizesChangedRowsAndDropsAnotherInstructionsSelection() {
    PropertiesView view;
    view.resize(360, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showProperties("distributed · dot.1", dotRows());
    auto* table = view.findChild<QTableView*>();
    QVERIFY(table);
    table->selectRow(1);
    QVERIFY(table->selectionModel()->hasSelection());
    // The same instruction shown again keeps its selection; another drops it.
    view.showProperties("distributed · dot.1", dotRows());
    QVERIFY(table->selectionModel()->hasSelection());
    QVector<PropertyRow> next = dotRows();
    next[2].value = "(f32[8,16]{1,0},\n f32[8]{0})";  // several lines now
    next.append({"Pairing", "frontier", "no rule relates it"});
    view.showProperties("distributed · dot.2", next);
    QVERIFY(!table->selectionModel()->hasSelection());
    QList<int> heights;
    for (int row = 0; row < table->model()->rowCount(); ++row) heights << table->rowHeight(row);
    QVERIFY(heights[2] > heights[1]);
    table->resizeRowsToContents();
    for (int row = 0; row < table->model()->rowCount(); ++row) QCOMPARE(heights[row], table->rowHeight(row));
  }
};

QTEST_MAIN(TestPropertiesUpdates)
#include "test_properties_updates.moc"
