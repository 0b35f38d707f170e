// The Properties pane's title (issue 23): one line whatever the instruction's name, the
// full title in its tooltip, and a long name (an unbreakable 300-character one) never
// makes the pane ask for more width.
#include "views/properties/properties_view.h"

#include <QLabel>
#include <QTest>

using namespace shardscope::views;

class TestPropertiesTitle : public QObject {
  Q_OBJECT

 private slots:
  void aLongNameNeitherWrapsNorWidensThePane() {
    PropertiesView view;
    view.resize(320, 400);
    view.show();
    view.showProperties(QStringLiteral("distributed · dot"), {{"Instruction", "name", "dot"}});
    const int shortWidth = view.minimumSizeHint().width();
    const QString longName = QStringLiteral("fusion.") + QString(300, QLatin1Char('x'));
    const QString title = QStringLiteral("distributed · ") + longName;
    view.showProperties(title, {{"Instruction", "name", longName}});
    QCOMPARE(view.title(), title);
    QCOMPARE(view.minimumSizeHint().width(), shortWidth);
    QVERIFY(view.sizeHint().width() < 1000);
    QLabel* label = nullptr;
    for (QLabel* candidate : view.findChildren<QLabel*>())
      if (candidate->text() == title) label = candidate;
    QVERIFY(label);
    QVERIFY(!label->wordWrap());
    QCOMPARE(label->toolTip(), title);
    QVERIFY(label->height() <= label->fontMetrics().height() + 8);
    view.clear();
    QVERIFY(label->toolTip().isEmpty());
  }
};

QTEST_MAIN(TestPropertiesTitle)
#include "test_properties_title.moc"
