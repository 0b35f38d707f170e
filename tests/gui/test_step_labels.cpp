// Labels whose text changes with every verification step (issue 23): a one-line label is
// sized from its font and line count, never from its text (a longer text asks for no
// more room, so the window's relayout does not lay the text out to find out), and a
// wrapped label lays its height out once per width and text, however often it is asked.
#include "views/widgets/one_line_label.h"
#include "views/widgets/wrapped_label.h"

#include <QTest>
#include <QVBoxLayout>

using namespace shardscope::views;

class TestStepLabels : public QObject {
  Q_OBJECT

 private slots:
  void aOneLineLabelsHintsDoNotDependOnItsText() {
    OneLineLabel label;
    label.setText("Step 1 of 12872: %dot.1");
    const QSize hint = label.sizeHint();
    const QSize minimum = label.minimumSizeHint();
    label.setText("Step 6436 of 12872: %fusion.1234 joined e-class e77 (baseline %fusion.99) as " + QString(400, 'x'));
    QCOMPARE(label.sizeHint(), hint);
    QCOMPARE(label.minimumSizeHint(), minimum);
    QCOMPARE(label.sizePolicy().horizontalPolicy(), QSizePolicy::Ignored);
    // One line's height, as QLabel would give it; two lines, two.
    QLabel plain("Step 1 of 12872: %dot.1");
    QCOMPARE(hint.height(), plain.sizeHint().height());
    label.setText("first line\nsecond line");
    QCOMPARE(label.sizeHint().height(), hint.height() + label.fontMetrics().lineSpacing());
    // A name is shown as written, never read as markup.
    QCOMPARE(label.textFormat(), Qt::PlainText);
  }

  void aOneLineLabelNeverWidensItsWindow() {
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* label = new OneLineLabel(&window);
    layout->addWidget(label);
    label->setText("short");
    window.show();
    const int width = window.minimumSizeHint().width();
    label->setText(QString(500, 'w'));
    QCOMPARE(window.minimumSizeHint().width(), width);
  }

  void aWrappedLabelLaysEachWidthOutOnce() {
    WrappedLabel label;
    QLabel reference;
    reference.setWordWrap(true);
    const QString heading = "Why is %fusion.1234 equal to baseline %fusion.99? Related at step 6436; open a line to see why its operands are.";
    label.setText(heading);
    reference.setText(heading);
    QVERIFY(label.wordWrap());
    for (int width : {120, 300, 650}) QCOMPARE(label.heightForWidth(width), reference.heightForWidth(width));
    QCOMPARE(label.heightsLaidOut(), 3);
    for (int round = 0; round < 5; ++round)
      for (int width : {120, 300, 650}) label.heightForWidth(width);
    QCOMPARE(label.heightsLaidOut(), 3);
    // A new text is laid out again, and measured as QLabel measures it.
    const QString other = "Why is %a equal to baseline %b? " + QString(30, 'y') + " " + QString(30, 'z');
    label.setText(other);
    reference.setText(other);
    QCOMPARE(label.heightForWidth(120), reference.heightForWidth(120));
    QCOMPARE(label.heightsLaidOut(), 4);
    // So is the same text in another font.
    QFont bigger = label.font();
    bigger.setPointSize(bigger.pointSize() * 2);
    label.setFont(bigger);
    reference.setFont(bigger);
    QCOMPARE(label.heightForWidth(120), reference.heightForWidth(120));
    QCOMPARE(label.heightsLaidOut(), 5);
  }
};

QTEST_MAIN(TestStepLabels)
#include "test_step_labels.moc"
