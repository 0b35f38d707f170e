// Requests the zoo must refuse with a clear message (ZooError, exit 2 in the CLI), and
// the small pieces every case relies on: source templates, bug names, the builder's
// collective spelling.
#include "io/hlo_text_printer.h"
#include "zoo/bug_kind.h"
#include "zoo/graph_builder.h"
#include "zoo/source_file.h"
#include "zoo/zoo.h"

#include <QTest>

using namespace shardscope;

class TestZooRequests : public QObject {
  Q_OBJECT

 private slots:
  void refusedRequests_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("layers");
    QTest::addColumn<QString>("bug");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown strategy") << "tensor-magic" << 0 << 0 << "" << "unknown strategy 'tensor-magic'";
    QTest::newRow("unknown preset") << "mlp-tp:gpt5" << 0 << 0 << "" << "unknown preset 'gpt5'";
    QTest::newRow("empty name") << "" << 0 << 0 << "" << "unknown strategy ''";
    QTest::newRow("one device") << "mlp-tp" << 1 << 0 << "" << "--tp must be between 2 and";
    QTest::newRow("too many devices") << "mlp-tp" << 5000 << 0 << "" << "--tp must be between 2 and";
    QTest::newRow("too many layers") << "mlp-tp" << 2 << 100000 << "" << "--layers must be between 1 and";
    QTest::newRow("heads do not divide") << "attention-tp" << 3 << 0 << "" << "attention heads (8) must be divisible by 3";
    QTest::newRow("kv heads neither way") << "attention-tp:llama3-8b" << 16 << 0 << "" << "";
    QTest::newRow("bug without a site in the strategy") << "moe-ep" << 0 << 0 << "missing-allreduce" << "has no site for bug 'missing-allreduce'";
    QTest::newRow("pipeline stages") << "pipeline:llama3.1-405b" << 32 << 0 << "" << "number of layers (--layers) for equal pipeline stages (126) must be divisible by 32";
    QTest::newRow("sequence does not split") << "sequence-parallel" << 16 << 0 << "" << "must be divisible by 16";
    QTest::newRow("no head split with one head per device") << "attention-tp:llama3-8b" << 32 << 1 << "wrong-reshape-split" << "has no site in layer 0";
  }

  void refusedRequests() {
    QFETCH(QString, name);
    QFETCH(int, devices);
    QFETCH(int, layers);
    QFETCH(QString, bug);
    QFETCH(QString, message);
    zoo::ZooRequest request;
    request.name = name.toStdString();
    request.devices = devices;
    request.layers = layers;
    if (!bug.isEmpty()) request.bug = *zoo::bugKindFromName(bug.toStdString());
    if (name == "attention-tp:llama3-8b" && devices == 16) {
      // 8 KV heads over 16 devices replicate each KV head twice: that one is accepted.
      QVERIFY(zoo::generateZooCase(request).zooCase.distributed.instructionCount() > 0);
      return;
    }
    try {
      (void)zoo::generateZooCase(request);
      QFAIL("the request was accepted");
    } catch (const zoo::ZooError& error) {
      QVERIFY2(std::string(error.what()).find(message.toStdString()) != std::string::npos, error.what());
    }
  }

  void bugNamesRoundTrip() {
    QCOMPARE(zoo::allBugKinds().size(), std::size_t{12});
    for (zoo::BugKind kind : zoo::allBugKinds()) {
      QCOMPARE(zoo::bugKindFromName(zoo::bugKindName(kind)), std::optional<zoo::BugKind>(kind));
      QVERIFY(!zoo::bugClass(kind).empty());
    }
    QVERIFY(!zoo::bugKindFromName("missing_allreduce"));
  }

  void sourceTemplateTags() {
    const zoo::SourceFile source("m.py", "import x\n\ndef f(a):  #@def\n    return a  #@ret\n");
    QCOMPARE(source.text(), std::string("import x\n\ndef f(a):\n    return a\n"));
    QCOMPARE(source.line("def"), int64_t{3});
    QCOMPARE(source.line("ret"), int64_t{4});
    QVERIFY_THROWS_EXCEPTION(std::logic_error, source.line("missing"));
    QVERIFY_THROWS_EXCEPTION(std::logic_error, zoo::SourceFile("d.py", "a  #@x\nb  #@x\n"));
  }

  void builderSpellsCollectivesLikeXla() {
    zoo::GraphBuilder b("m", 4);
    b.setLocation("m.py", 3);
    b.pushScope("layer.0");
    zoo::Value x = b.parameter("x", ir::ElementType::F32, {8, 4});
    zoo::Value reduced = b.allReduce(x, zoo::GraphBuilder::allDevices(4), zoo::ReduceKind::Sum);
    zoo::Value gathered = b.allGather(reduced, 0, zoo::GraphBuilder::consecutive(4, 2));
    b.popScope();
    const ir::Module module = b.finish(gathered);
    const std::string text = io::printHloText(module);
    QVERIFY(text.find("HloModule m, num_partitions=4") == 0);
    QVERIFY(text.find("all-reduce(f32[8,4]{1,0} %x), channel_id=1, replica_groups=[1,4]<=[4], use_global_device_ids=true, to_apply=%add.f32") != std::string::npos);
    QVERIFY(text.find("f32[16,4]{1,0} all-gather(f32[8,4]{1,0} %all-reduce.2), channel_id=2, replica_groups=[2,2]<=[4], dimensions={0}") != std::string::npos);
    QVERIFY(text.find("metadata={op_name=\"layer.0\" source_file=\"m.py\" source_line=3}") != std::string::npos);
  }

  void builderRejectsInconsistentShapes() {
    zoo::GraphBuilder b("m", 0);
    zoo::Value a = b.parameter("a", ir::ElementType::F32, {2, 3});
    zoo::Value c = b.parameter("c", ir::ElementType::F32, {4, 3});
    QVERIFY_THROWS_EXCEPTION(std::logic_error, b.add(a, c));
    QVERIFY_THROWS_EXCEPTION(std::logic_error, b.dot(a, c, {}, {}, {1}, {0}));
    QVERIFY_THROWS_EXCEPTION(std::logic_error, b.reshape(a, {5}));
  }
};

QTEST_APPLESS_MAIN(TestZooRequests)
#include "test_zoo_requests.moc"
