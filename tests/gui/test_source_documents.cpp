// The source pane keeps the highlighted documents of the last files it showed (issue 23:
// a verification step that moves between a model's files loaded and highlighted the file
// again each time): going back to a file shows its kept document, with its highlighting,
// a changed file is read again, a message shows an empty pane, and past the limit the
// least recently shown file is dropped.
#include "views/source/source_view.h"

#include <QPlainTextEdit>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using namespace shardscope::views;

namespace {
QString pythonFile(const QString& name) {
  return QStringLiteral("import torch\n\ndef %1(x):\n    return x + 1  # one\n").arg(name);
}
}  // namespace

class TestSourceDocuments : public QObject {
  Q_OBJECT

  static QTextDocument* shownDocument(const SourceView& view) { return view.findChild<QPlainTextEdit*>()->document(); }

  // Highlighting ran on the shown document: "def" on line 3 has a format.
  static bool isHighlighted(const SourceView& view) {
    const QTextBlock block = shownDocument(view)->findBlockByNumber(2);
    return block.isValid() && block.layout() && !block.layout()->formats().isEmpty();
  }

 private slots:
  void goingBackToAFileShowsItsKeptDocument() {
    SourceView view;
    view.resize(500, 300);
    view.show();
    view.setSource("/m/a.py", pythonFile("a"));
    QTextDocument* a = shownDocument(view);
    QCOMPARE(view.lineText(3), QStringLiteral("def a(x):"));
    QTRY_VERIFY(isHighlighted(view));
    view.setCurrentLine(3);
    QCOMPARE(view.currentLine(), 3);

    view.setSource("/m/b.py", pythonFile("b"));
    QTextDocument* b = shownDocument(view);
    QVERIFY(b != a);  // a is kept, not overwritten
    QCOMPARE(view.lineText(3), QStringLiteral("def b(x):"));
    QCOMPARE(view.currentLine(), 0);
    QTRY_VERIFY(isHighlighted(view));

    view.setSource("/m/a.py", pythonFile("a"));
    QCOMPARE(shownDocument(view), a);
    QCOMPARE(view.path(), QStringLiteral("/m/a.py"));
    QCOMPARE(view.lineText(3), QStringLiteral("def a(x):"));
    QCOMPARE(view.lineCount(), a->blockCount());
    QTRY_VERIFY(isHighlighted(view));
    view.setCurrentLine(4);
    QCOMPARE(view.currentLine(), 4);

    // The file changed on disk: its text is shown, not the kept one.
    view.setSource("/m/a.py", pythonFile("changed"));
    QCOMPARE(view.lineText(3), QStringLiteral("def changed(x):"));
    QTRY_VERIFY(isHighlighted(view));

    // A message: no file, an empty pane; the kept files still come back.
    view.showMessage("nothing here");
    QVERIFY(!view.hasSource());
    QCOMPARE(view.lineCount(), 0);
    QCOMPARE(shownDocument(view)->toPlainText(), QString());
    view.setSource("/m/b.py", pythonFile("b"));
    QCOMPARE(shownDocument(view), b);
    QCOMPARE(view.lineText(3), QStringLiteral("def b(x):"));
  }

  void theLeastRecentlyShownFileIsDropped() {
    SourceView view;
    view.setSource("/m/first.py", pythonFile("first"));
    QTextDocument* first = shownDocument(view);
    QList<QTextDocument*> others;
    for (int i = 0; i < 12; ++i) {
      view.setSource(QStringLiteral("/m/f%1.py").arg(i), pythonFile(QStringLiteral("f%1").arg(i)));
      others << shownDocument(view);
      QCOMPARE(view.lineText(3), QStringLiteral("def f%1(x):").arg(i));
    }
    // The last file shown is still kept; the first one was read again.
    view.setSource("/m/f11.py", pythonFile("f11"));
    QCOMPARE(shownDocument(view), others.back());
    view.setSource("/m/first.py", pythonFile("first"));
    QCOMPARE(view.lineText(3), QStringLiteral("def first(x):"));
    QTRY_VERIFY(isHighlighted(view));
    Q_UNUSED(first);
  }
};

QTEST_MAIN(TestSourceDocuments)
#include "test_source_documents.moc"
