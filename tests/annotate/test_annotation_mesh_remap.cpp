// Annotations follow a mesh change (annotation_mesh_remap.h): rewritten by axis name (or
// by position for an axis renamed in place) with the new sizes and device order, kept
// when the meaning is unchanged, dropped with a reason when an axis is gone, a dim no
// longer divides, the old mesh gave no axis form, or a maximal device is out of range.
#include "gui/annotate/annotation_mesh_remap.h"

#include "io/hlo_text_parser.h"

#include <QTest>

using namespace shardscope;
using annotate::Annotation;

namespace {

// t: 8 x 6, u: 12 x 4.
std::shared_ptr<const ir::Module> module() {
  static const std::shared_ptr<const ir::Module> parsed = [] {
    io::HloParseOptions options;
    options.fileName = "remap.hlo";
    io::LoadResult result = io::parseHloText(R"(HloModule m
ENTRY e {
  t = f32[8,6] parameter(0)
  u = f32[12,4] parameter(1)
  ROOT r = (f32[8,6], f32[12,4]) tuple(t, u)
}
)", options);
    if (!result.ok()) qFatal("remap module does not parse");
    return std::make_shared<const ir::Module>(std::move(*result.module));
  }();
  return parsed;
}

// "x=2,y=2" or "x=2,y=2:0,2,1,3" (device order after the colon).
session::Mesh mesh(const QString& text) {
  session::Mesh result;
  const QStringList parts = text.split(':');
  for (const QString& axis : parts.front().split(',')) {
    result.axisNames.push_back(axis.section('=', 0, 0).toStdString());
    result.shape.push_back(axis.section('=', 1, 1).toLongLong());
  }
  if (parts.size() > 1)
    for (const QString& device : parts[1].split(',')) result.deviceOrder.push_back(device.toLongLong());
  return result;
}

}  // namespace

class TestAnnotationMeshRemap : public QObject {
  Q_OBJECT

 private slots:
  void remap_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("instruction");
    QTest::addColumn<QString>("sharding");
    QTest::addColumn<QString>("expected");  // "kept", "rewritten <gspmd>" or "dropped <part of the reason>"
    QTest::newRow("axis grows, still divides") << "x=2" << "x=4" << "t" << "{devices=[2,1]<=[2]}" << "rewritten {devices=[4,1]<=[4]}";
    QTest::newRow("axis shrinks") << "x=4" << "x=2" << "u" << "{devices=[1,4]<=[4]}" << "rewritten {devices=[1,2]<=[2]}";
    QTest::newRow("no longer divides") << "x=2" << "x=4" << "t" << "{devices=[1,2]<=[2]}" << "dropped dim 1 of size 6 does not divide into 4 tiles over x";
    QTest::newRow("2-D, one axis resized") << "x=2,y=2" << "x=2,y=4" << "t" << "{devices=[2,2]<=[4]}"
                                          << "dropped dim 1 of size 6";
    QTest::newRow("2-D, partial replication follows")
        << "x=2,y=2" << "x=4,y=2" << "t" << "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"
        << "rewritten {devices=[4,1,2]<=[8] last_tile_dim_replicate}";
    QTest::newRow("renamed in place: same meaning") << "x=2" << "model=2" << "t" << "{devices=[2,1]<=[2]}" << "kept";
    QTest::newRow("axis gone") << "x=2,y=2" << "a=2,b=2,c=1" << "t" << "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"
                               << "dropped mesh axis \"x\" is not in the new mesh";
    QTest::newRow("device order follows the mesh") << "x=2" << "x=2:1,0" << "t" << "{devices=[2,1]<=[2]}" << "rewritten {devices=[2,1]1,0}";
    QTest::newRow("replicated on any mesh") << "x=2" << "x=3" << "t" << "{replicated}" << "kept";
    QTest::newRow("maximal device out of range") << "x=4" << "x=2" << "t" << "{maximal device=3}" << "dropped device 3 is not in the new mesh";
    QTest::newRow("maximal device in range") << "x=4" << "x=2" << "t" << "{maximal device=1}" << "kept";
    QTest::newRow("no axis form on the old mesh") << "x=4" << "x=2" << "t" << "{devices=[4,1]0,2,1,3}" << "dropped no mesh-axis form";
    QTest::newRow("tuple instruction") << "x=2" << "x=4" << "r" << "{{devices=[2,1]<=[2]}, {replicated}}" << "dropped tuple";
    QTest::newRow("bad text is left alone") << "x=2" << "x=4" << "t" << "{devices=[2" << "kept";
    QTest::newRow("unknown instruction is left alone") << "x=2" << "x=4" << "nope" << "{devices=[2,1]<=[2]}" << "kept";
  }

  void remap() {
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QString, instruction);
    QFETCH(QString, sharding);
    QFETCH(QString, expected);
    const std::vector<Annotation> annotations{{instruction.toStdString(), sharding.toStdString(), 1}};
    const annotate::MeshRemap result = annotate::remapAnnotations(annotations, mesh(before), mesh(after), module().get());
    // What came out, for the failure messages (QVERIFY2 evaluates its message always).
    const std::string outcome = !result.dropped.empty()     ? "dropped: " + result.dropped.front().message
                                : !result.rewritten.empty() ? "rewritten: " + result.rewritten.front().sharding
                                                            : std::string("kept");
    if (expected == "kept") {
      QVERIFY2(result.empty(), outcome.c_str());
    } else if (expected.startsWith("rewritten ")) {
      QVERIFY2(result.dropped.empty(), outcome.c_str());
      QCOMPARE(result.rewritten.size(), std::size_t{1});
      QCOMPARE(QString::fromStdString(result.rewritten.front().sharding), expected.mid(10));
      QCOMPARE(result.rewritten.front().priority, 1);  // the priority is kept
    } else {
      QVERIFY(result.rewritten.empty());
      QCOMPARE(result.dropped.size(), std::size_t{1});
      QCOMPARE(QString::fromStdString(result.dropped.front().instruction), instruction);
      QVERIFY2(QString::fromStdString(result.dropped.front().message).contains(expected.mid(8)),
               result.dropped.front().message.c_str());
    }
  }

  void sameMeshChangesNothing() {
    const std::vector<Annotation> annotations{{"t", "{devices=[2,1]<=[2]}", 0}};
    QVERIFY(annotate::remapAnnotations(annotations, mesh("x=2"), mesh("x=2"), module().get()).empty());
  }
};

QTEST_APPLESS_MAIN(TestAnnotationMeshRemap)
#include "test_annotation_mesh_remap.moc"
