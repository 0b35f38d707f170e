// GraphLayoutEngine: lays out on its own thread and answers by queued signal; a newer
// request from the same owner makes the older one stale; a cancelled request never
// answers; malformed requests fail with a message instead of crashing; boxes keep the
// size they were measured with and never overlap.
#include "views/graph/graph_layout_engine.h"

#include <QSignalSpy>
#include <QThread>
#include <QTest>

#include <algorithm>
#include <random>

using namespace shardscope::views;

namespace {

// A random DAG (fixed seed) of `count` boxes with ~1.5 edges per box, in `clusters`
// nested clusters.
LayoutRequest randomDag(int count, quintptr owner, unsigned seed = 7, int clusters = 0) {
  std::mt19937 random(seed);
  LayoutRequest request;
  request.owner = owner;
  for (int c = 0; c < clusters; ++c) request.clusters.push_back(LayoutClusterSpec{c == 0 ? -1 : 0, 16});
  for (int i = 0; i < count; ++i) {
    const int cluster = clusters == 0 ? -1 : static_cast<int>(random() % (clusters + 1)) - 1;
    request.nodes.push_back(LayoutNodeSpec{QSizeF(60 + random() % 80, 30 + random() % 20), cluster});
  }
  for (int i = 1; i < count; ++i) {
    request.edges.push_back(LayoutEdgeSpec{static_cast<int>(random() % i), i});
    if (random() % 2 == 0) request.edges.push_back(LayoutEdgeSpec{static_cast<int>(random() % i), i});
  }
  return request;
}

bool arrived(const QSignalSpy& spy, quint64 id) {
  return std::any_of(spy.begin(), spy.end(), [&](const QList<QVariant>& args) { return args.at(0).toULongLong() == id; });
}

}  // namespace

class TestGraphLayoutEngine : public QObject {
  Q_OBJECT

 private slots:
  void laysOutOnAnotherThread() {
    GraphLayoutEngine engine;
    QSignalSpy ready(&engine, &GraphLayoutEngine::layoutReady);
    const LayoutRequest request = randomDag(120, 1, 11, 2);
    const quint64 id = engine.requestLayout(request);
    QVERIFY(id != 0);
    QVERIFY(engine.isPending(id));
    QTRY_VERIFY_WITH_TIMEOUT(arrived(ready, id), 60000);
    QVERIFY(!engine.isPending(id));
    const LayoutGeometry geometry = ready.first().at(1).value<LayoutGeometry>();
    QCOMPARE(geometry.nodes.size(), request.nodes.size());
    QCOMPARE(geometry.edges.size(), request.edges.size());
    QCOMPARE(geometry.clusters.size(), request.clusters.size());
    for (int i = 0; i < geometry.nodes.size(); ++i) {
      // Sizes survive the inch conversion (Graphviz rounds to 1/100 point or so).
      QVERIFY(std::abs(geometry.nodes[i].width() - request.nodes[i].size.width()) < 1.0);
      QVERIFY(std::abs(geometry.nodes[i].height() - request.nodes[i].size.height()) < 1.0);
      QVERIFY(geometry.bounds.adjusted(-1, -1, 1, 1).contains(geometry.nodes[i]));
      for (int j = i + 1; j < geometry.nodes.size(); ++j) QVERIFY(!geometry.nodes[i].intersects(geometry.nodes[j]));
    }
    // Cluster frames hold their members.
    for (int i = 0; i < geometry.nodes.size(); ++i) {
      const int cluster = request.nodes[i].cluster;
      if (cluster >= 0) QVERIFY(geometry.clusters[cluster].adjusted(-1, -1, 1, 1).contains(geometry.nodes[i]));
    }
    for (const EdgeGeometry& edge : geometry.edges) {
      QVERIFY(edge.spline.size() >= 4);
      QCOMPARE((edge.spline.size() - 1) % 3, 0);
      QVERIFY(edge.hasArrowHead);
    }
  }

  void staleRequestsAreDropped() {
    GraphLayoutEngine engine;
    QSignalSpy ready(&engine, &GraphLayoutEngine::layoutReady);
    const quint64 older = engine.requestLayout(randomDag(300, 5, 1));
    const quint64 newer = engine.requestLayout(randomDag(20, 5, 2));
    QVERIFY(!engine.isPending(older));
    QVERIFY(engine.isPending(newer));
    // Another owner's request, queued last, comes back last: by then both were handled.
    const quint64 other = engine.requestLayout(randomDag(10, 6, 3));
    QTRY_VERIFY_WITH_TIMEOUT(arrived(ready, other), 60000);
    QVERIFY(arrived(ready, newer));
    QVERIFY(!arrived(ready, older));
    QCOMPARE(ready.count(), 2);
    for (const QList<QVariant>& args : ready)
      if (args.at(0).toULongLong() == newer) QCOMPARE(args.at(1).value<LayoutGeometry>().nodes.size(), 20);
  }

  void cancelledRequestsNeverAnswer() {
    GraphLayoutEngine engine;
    QSignalSpy ready(&engine, &GraphLayoutEngine::layoutReady);
    QSignalSpy failed(&engine, &GraphLayoutEngine::layoutFailed);
    const quint64 cancelled = engine.requestLayout(randomDag(200, 8, 4));
    engine.cancel(cancelled);
    QVERIFY(!engine.isPending(cancelled));
    const quint64 other = engine.requestLayout(randomDag(10, 9, 5));
    QTRY_VERIFY_WITH_TIMEOUT(arrived(ready, other), 60000);
    QCOMPARE(ready.count(), 1);
    QCOMPARE(failed.count(), 0);
  }

  void malformedRequestsFailWithAMessage_data() {
    QTest::addColumn<int>("defect");
    QTest::newRow("edge to unknown node") << 0;
    QTest::newRow("negative edge end") << 1;
    QTest::newRow("unknown cluster") << 2;
    QTest::newRow("cluster parent after it") << 3;
    QTest::newRow("empty box") << 4;
  }

  void malformedRequestsFailWithAMessage() {
    QFETCH(int, defect);
    LayoutRequest request = randomDag(5, 10, 6);
    switch (defect) {
      case 0: request.edges.push_back(LayoutEdgeSpec{0, 99}); break;
      case 1: request.edges.push_back(LayoutEdgeSpec{-1, 2}); break;
      case 2: request.nodes[1].cluster = 4; break;
      case 3: request.clusters = {LayoutClusterSpec{1, 10}, LayoutClusterSpec{-1, 10}}; break;
      default: request.nodes[2].size = QSizeF(0, 10); break;
    }
    GraphLayoutEngine engine;
    QSignalSpy failed(&engine, &GraphLayoutEngine::layoutFailed);
    QSignalSpy ready(&engine, &GraphLayoutEngine::layoutReady);
    const quint64 id = engine.requestLayout(request);
    QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 60000);
    QCOMPARE(failed.first().at(0).toULongLong(), id);
    QVERIFY(!failed.first().at(1).toString().isEmpty());
    QCOMPARE(ready.count(), 0);
  }

  void emptyRequestGivesEmptyGeometry() {
    GraphLayoutEngine engine;
    QSignalSpy ready(&engine, &GraphLayoutEngine::layoutReady);
    LayoutRequest request;
    request.owner = 12;
    const quint64 id = engine.requestLayout(request);
    QTRY_VERIFY_WITH_TIMEOUT(arrived(ready, id), 60000);
    QVERIFY(ready.first().at(1).value<LayoutGeometry>().nodes.isEmpty());
  }

  void enginesOneAfterAnotherShareTheProcessContext() {
    // Graphviz 2.42 breaks when a GVC_t is freed and another made: the context is kept
    // for the process, so a second engine must work just like the first.
    for (int round = 0; round < 2; ++round) {
      GraphLayoutEngine engine;
      QSignalSpy ready(&engine, &GraphLayoutEngine::layoutReady);
      const quint64 id = engine.requestLayout(randomDag(30, 13, 8 + round));
      QTRY_VERIFY_WITH_TIMEOUT(arrived(ready, id), 60000);
    }
  }
};

QTEST_GUILESS_MAIN(TestGraphLayoutEngine)
#include "test_graph_layout_engine.moc"
