// Real dumps open readable (issue 23 item 1): every program of ../shared/corpus/real-hlo
// and a sample of tests/data/jax-corpus, most without a useful op_name, opens as a
// picture of 5 to 60 boxes (all of them when the program is smaller), none holding more
// than a third of the instructions, and is drawn at a zoom where boxes show their text.
//
// Bounds: 60 boxes is about what a 1600-px-wide pane shows with legible labels at the
// collapsed picture's zoom; a box over a third of the program means the grouping said
// little (the old "(no op_name)" box held all of it); 5 is the fewest that still shows
// the program's shape, except for programs that small.

#include "io/hlo_file.h"
#include "grouping/instruction_grouping.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/graph_model.h"
#include "views/graph/graph_style.h"
#include "views/graph/graph_view.h"
#include "views/graph/visible_graph.h"

#include <QDir>
#include <QSignalSpy>
#include <QTest>

using namespace shardscope;
using namespace shardscope::views;

namespace {

struct Picture {
  int boxes = 0;       // items of the collapsed picture
  int largest = 0;     // instructions in its largest box
  int instructions = 0;
  QString largestTitle;
};

// The picture with `expanded` open. The "(called computations)" box is left out of the
// largest box: a loop body can be most of a program (a ring attention), and is then one
// op of the entry; what it holds is checked when it is opened.
Picture openPicture(const GraphModel& model, const QSet<int>& expanded = {}) {
  const VisibleGraph graph = VisibleGraph::build(model, expanded);
  Picture picture;
  picture.boxes = graph.items.size();
  picture.instructions = model.nodes().size();
  const int called = model.findGroup(QStringLiteral("(called computations)"));
  for (int g = 0; g < model.groups().size(); ++g) {
    if (graph.itemOfGroup.value(g, -1) < 0 || g == called) continue;
    if (model.group(g).totalNodes > picture.largest) {
      picture.largest = model.group(g).totalNodes;
      picture.largestTitle = model.group(g).path;
    }
  }
  return picture;
}

void addFiles(const QString& dir, const QStringList& patterns) {
  const QDir folder(dir);
  QVERIFY2(folder.exists(), qPrintable(dir));
  for (const QString& name : folder.entryList(patterns, QDir::Files, QDir::Name))
    QTest::newRow(qPrintable(name)) << folder.filePath(name);
}

}  // namespace

class TestGraphGroupingCorpus : public QObject {
  Q_OBJECT

 private slots:
  void opensReadable_data() {
    QTest::addColumn<QString>("path");
    addFiles(QStringLiteral(SHARDSCOPE_CORPUS_DIR "/real-hlo"), {QStringLiteral("*.hlo.txt"), QStringLiteral("*.mlir")});
    // jax-corpus: the largest programs and one of each family.
    const QString jax = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus/");
    for (const char* pair : {"llama-gqa-32layer-tp2", "llama-gqa-train-adam-dp2-tp2", "block-train-adam-dp2-tp2",
                             "attention-shmap-sp4-ring", "mlp-train-adam-fsdp4", "llama-gqa-tp2"})
      for (const char* side : {"baseline.hlo", "distributed.hlo"})
        QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(pair, side))) << jax + pair + QLatin1Char('/') + side;
  }

  void opensReadable() {
    QFETCH(QString, path);
    io::LoadResult loaded = io::loadModuleFile(path.toStdString());
    QVERIFY2(loaded.ok(), qPrintable(path));
    const GraphModel model(*loaded.module);
    const Picture picture = openPicture(model);
    const QString about = QStringLiteral("%1 instructions: %2 boxes, largest %3 (%4), grouped by %5")
                              .arg(picture.instructions)
                              .arg(picture.boxes)
                              .arg(picture.largest)
                              .arg(picture.largestTitle, QString::fromLatin1(grouping::groupingSourceName(model.groupingSource())));
    qInfo("%s", qPrintable(about));
    QVERIFY2(picture.boxes <= 60, qPrintable(about));
    // The entry's instructions, and the called computations' box, are all it can show.
    const int entryCount = static_cast<int>(loaded.module->computations[loaded.module->entry].instructions.size());
    const int called = model.findGroup(QStringLiteral("(called computations)"));
    QVERIFY2(picture.boxes >= std::min(5, entryCount + (called >= 0 ? 1 : 0)), qPrintable(about));
    QVERIFY2(picture.largest * 3 <= picture.instructions, qPrintable(about));
    // Each called computation, opened, shows at most 60 boxes of its own (a loop body is
    // grouped like an entry), none over a third of it when it is that large.
    if (called < 0) return;
    for (const GroupChild& child : model.group(called).children) {
      if (!child.isGroup) continue;
      const GraphGroup& computation = model.group(child.index);
      QVERIFY2(computation.children.size() <= 60, qPrintable(QStringLiteral("%1 holds %2 boxes")
                                                                 .arg(computation.path).arg(computation.children.size())));
      if (computation.totalNodes <= 60) continue;
      for (const GroupChild& inner : computation.children)
        if (inner.isGroup) QVERIFY2(model.group(inner.index).totalNodes * 3 <= computation.totalNodes, qPrintable(computation.path));
    }
  }

  // A picture that fits the pane only where boxes lose their text opens at a readable
  // zoom instead, at its top (a JAX decoder in half a window, the Neuron llama).
  void opensWhereTextIsDrawn() {
    GraphLayoutEngine engine;
    for (const QString& path : {QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus/llama-gqa-tp2/baseline.hlo"),
                                QStringLiteral(SHARDSCOPE_CORPUS_DIR "/real-hlo/neuronx_llama_tp2.hlo.txt")}) {
      io::LoadResult loaded = io::loadModuleFile(path.toStdString());
      QVERIFY(loaded.ok());
      const auto module = std::make_shared<const ir::Module>(std::move(*loaded.module));
      for (const QSize size : {QSize(650, 400), QSize(800, 500), QSize(1300, 800)}) {
        GraphView view(&engine);
        view.resize(size);
        view.show();
        view.setModule(module, QStringLiteral("baseline"));
        QSignalSpy finished(&view, &GraphView::layoutFinished);
        while (view.isLayoutPending()) QVERIFY(finished.wait(60000));
        QVERIFY2(view.zoom() >= GraphStyle::instance().textLevelOfDetail,
                 qPrintable(QStringLiteral("%1 at %2x%3: zoom %4").arg(path).arg(size.width()).arg(size.height()).arg(view.zoom())));
      }
    }
  }
};

QTEST_MAIN(TestGraphGroupingCorpus)
#include "test_graph_grouping_corpus.moc"
