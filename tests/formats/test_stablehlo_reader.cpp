// StableHLO / Shardy MLIR text: every corpus .mlir loads; the GSPMD and Shardy forms of
// the same JAX MLP load to the same shardings on the same ops; pretty and generic forms
// read alike; locations become source metadata; unmapped ops stay (opaque, warned);
// malformed text fails with a positioned error.
#include "../io/corpus_files.h"

#include "io/hlo_file.h"
#include "io/stablehlo_reader.h"
#include "ir/module_equality.h"

#include <QTest>

using namespace shardscope;

namespace {

QStringList corpusMlirFiles() {
  QStringList files;
  const QDir real(test::corpusDir() + "/real-hlo");
  for (const QString& name : real.entryList({"*.mlir"}, QDir::Files, QDir::Name)) files << real.filePath(name);
  return files;
}

io::LoadResult parse(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "test.mlir";
  return io::parseStableHloText(text, options);
}

std::string errorOf(const io::LoadResult& result) { return result.firstError() ? result.firstError()->format() : std::string("no module"); }

const ir::Instruction* findOpcode(const ir::Module& module, ir::Opcode opcode) {
  for (const auto& computation : module.computations)
    for (const auto& instruction : computation.instructions)
      if (instruction.opcode == opcode) return &instruction;
  return nullptr;
}

int countOpcode(const ir::Module& module, ir::Opcode opcode) {
  int count = 0;
  for (const auto& computation : module.computations)
    for (const auto& instruction : computation.instructions) count += instruction.opcode == opcode ? 1 : 0;
  return count;
}

std::string target(const ir::Instruction& instruction) {
  return std::string(instruction.stringAttribute("custom_call_target").value_or(""));
}

}  // namespace

class TestStableHloReader : public QObject {
  Q_OBJECT

 private slots:
  void corpusFilesLoad_data() {
    QTest::addColumn<QString>("path");
    const QStringList files = corpusMlirFiles();
    QVERIFY(files.size() >= 3);
    for (const QString& path : files) QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
  }

  void corpusFilesLoad() {
    QFETCH(QString, path);
    io::FileFormat detected = io::FileFormat::Unknown;
    std::string contents, error;
    QVERIFY(io::readFileBounded(path.toStdString(), io::kMaxInputFileBytes, contents, error));
    io::LoadResult loaded = io::loadModuleFromContents(contents, path.toStdString(), {}, &detected);
    QCOMPARE(detected, io::FileFormat::StableHloText);
    QVERIFY2(loaded.ok(), errorOf(loaded).c_str());
    QVERIFY(loaded.module->instructionCount() > 0);
    QCOMPARE(loaded.module->numPartitions(), 8);
    // Every op is kept: opaque ones are announced by a warning each.
    int opaque = 0;
    for (const auto& computation : loaded.module->computations)
      for (const auto& instruction : computation.instructions) opaque += instruction.opcode == ir::Opcode::Opaque ? 1 : 0;
    int warnings = 0;
    for (const Diagnostic& d : loaded.diagnostics) warnings += d.severity == Severity::Warning ? 1 : 0;
    QCOMPARE(warnings, opaque);
  }

  void gspmdAndShardyFormsHaveTheSameShardings() {
    const QString dir = test::corpusDir() + "/real-hlo/";
    io::LoadResult gspmd = io::loadModuleFile((dir + "jax_mlp_tp8_gspmd.stablehlo.mlir").toStdString());
    io::LoadResult shardy = io::loadModuleFile((dir + "jax_mlp_tp8_shardy.stablehlo.mlir").toStdString());
    QVERIFY2(gspmd.ok(), errorOf(gspmd).c_str());
    QVERIFY2(shardy.ok(), errorOf(shardy).c_str());
    const ir::Computation& a = gspmd.module->entryComputation();
    const ir::Computation& b = shardy.module->entryComputation();
    // Parameters: the same sharding, by meaning ({devices=[8,1]<=[8]} == [{"y"}, {}] on y=8).
    QCOMPARE(a.parameters().size(), std::size_t{14});
    QCOMPARE(b.parameters().size(), a.parameters().size());
    for (std::size_t i = 0; i < a.parameters().size(); ++i) {
      const ir::Instruction& pa = a.instructions[a.parameters()[i]];
      const ir::Instruction& pb = b.instructions[b.parameters()[i]];
      QVERIFY(pa.sharding && pb.sharding);
      QVERIFY2(*pa.sharding == *pb.sharding, qPrintable(QString("parameter %1: %2 vs %3").arg(i).arg(
                                                  QString::fromStdString(pa.sharding->toString()), QString::fromStdString(pb.sharding->toString()))));
    }
    // The entry: the same ops in the same order (manual_computation becomes the
    // Sharding / SPMDFullToShardShape / call / SPMDShardToFullShape chain of the GSPMD
    // form), each with the same sharding.
    QCOMPARE(b.instructions.size(), a.instructions.size());
    int annotated = 0;
    for (std::size_t i = 0; i < a.instructions.size(); ++i) {
      const ir::Instruction& x = a.instructions[i];
      const ir::Instruction& y = b.instructions[i];
      const QByteArray where = QByteArray("entry op ") + QByteArray::number(static_cast<int>(i)) + " '" + QByteArray(x.name.data(), static_cast<int>(x.name.size())) + "'";
      QVERIFY2(x.opcode == y.opcode, where.constData());
      QVERIFY2(target(x) == target(y), where.constData());
      QVERIFY2(x.shape == y.shape, where.constData());
      QVERIFY2(static_cast<bool>(x.sharding) == static_cast<bool>(y.sharding), where.constData());
      if (x.sharding) {
        QVERIFY2(*x.sharding == *y.sharding, where.constData());
        ++annotated;
      }
    }
    QVERIFY(annotated >= 40);
    // The sharded matmuls: same count, same collectives.
    QCOMPARE(countOpcode(*shardy.module, ir::Opcode::Dot), countOpcode(*gspmd.module, ir::Opcode::Dot));
    QCOMPARE(countOpcode(*shardy.module, ir::Opcode::ReduceScatter), countOpcode(*gspmd.module, ir::Opcode::ReduceScatter));
    QCOMPARE(countOpcode(*gspmd.module, ir::Opcode::Dot), 6);
    // The Shardy text is kept for the editor.
    const ir::Instruction& first = b.instructions[b.parameters()[0]];
    const auto* frontend = first.attribute("frontend_attributes");
    QVERIFY(frontend);
    QVERIFY(std::get<ir::RawText>(frontend->value).text.find("xla.sdy.sharding") != std::string::npos);
    QVERIFY(shardy.module->headerValue("frontend_attributes"));
  }

  // A while's regions may use values of the enclosing function: they become extra
  // loop-carried values (the body passes them through), as XLA's exporter does.
  void whileCapturesEnclosingValues() {
    const std::string text =
        "module {\n  func.func @main(%arg0: tensor<i64>) -> tensor<i64> {\n"
        "    %c = stablehlo.constant dense<1> : tensor<i64>\n"
        "    %0 = stablehlo.while(%i = %arg0) : tensor<i64>\n     cond {\n"
        "      %p = stablehlo.compare LT, %i, %c : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
        "      stablehlo.return %p : tensor<i1>\n    } do {\n"
        "      %n = stablehlo.add %i, %c : tensor<i64>\n      stablehlo.return %n : tensor<i64>\n    }\n"
        "    return %0 : tensor<i64>\n  }\n}\n";
    io::LoadResult loaded = parse(text);
    QVERIFY2(loaded.ok(), errorOf(loaded).c_str());
    const ir::Instruction* loop = findOpcode(*loaded.module, ir::Opcode::While);
    QVERIFY(loop);
    QCOMPARE(loop->shape.tupleShapes.size(), std::size_t{2});  // %i and the captured %c
    const ir::Instruction& root = loaded.module->entryComputation().instructions.back();
    QCOMPARE(root.opcode, ir::Opcode::GetTupleElement);
  }

  // A case branch's values of the enclosing scope are the branch's operand, a tuple.
  void caseBranchCapturesEnclosingValues() {
    const std::string text =
        "module {\n  func.func @main(%arg0: tensor<i32>, %arg1: tensor<8xi64>, %arg2: tensor<8xi64>) -> tensor<8xi64> {\n"
        "    %0 = \"stablehlo.case\"(%arg0) ({\n      stablehlo.return %arg1 : tensor<8xi64>\n    }, {\n"
        "      stablehlo.return %arg2 : tensor<8xi64>\n    }) : (tensor<i32>) -> tensor<8xi64>\n"
        "    return %0 : tensor<8xi64>\n  }\n}\n";
    io::LoadResult loaded = parse(text);
    QVERIFY2(loaded.ok(), errorOf(loaded).c_str());
    const ir::Instruction* conditional = findOpcode(*loaded.module, ir::Opcode::Conditional);
    QVERIFY(conditional);
    QCOMPARE(conditional->operands.size(), std::size_t{3});  // index, one tuple per branch
    const ir::Computation& entry = loaded.module->entryComputation();
    QCOMPARE(entry.instructions[conditional->operands[1]].shape.tupleShapes.size(), std::size_t{1});
  }

  void fftAllToAllsBecomeHloAllToAlls() {
    io::LoadResult loaded = io::loadModuleFile((test::corpusDir() + "/real-hlo/jax_shardmap_fft3d_8dev_lowered.stablehlo.mlir").toStdString());
    QVERIFY2(loaded.ok(), errorOf(loaded).c_str());
    QCOMPARE(countOpcode(*loaded.module, ir::Opcode::AllToAll), 2);
    const ir::Instruction* exchange = findOpcode(*loaded.module, ir::Opcode::AllToAll);
    QCOMPARE(exchange->replicaGroups()->groups, (std::vector<std::vector<int64_t>>{{0, 1}, {2, 3}, {4, 5}, {6, 7}}));
    QCOMPARE(exchange->intAttribute("channel_id"), std::optional<int64_t>(1));
    QCOMPARE(countOpcode(*loaded.module, ir::Opcode::Fft), 3);
    const ir::Instruction& parameter = loaded.module->entryComputation().instructions[0];
    QVERIFY(parameter.sharding);
    QCOMPARE(parameter.sharding->tileDims(), (std::vector<int64_t>{4, 2, 1}));
  }

  void prettyAndGenericFormsAgree() {
    const std::string pretty = R"(module @m {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<2xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    %3 = stablehlo.reduce(%2 init: %cst) across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
     reducer(%a: tensor<f32>, %b: tensor<f32>)  {
      %4 = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }
    return %3 : tensor<2xf32>
  }
}
)";
    const std::string generic = R"(module @m {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %cst = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%cst) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.reduce"(%2, %cst) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %4 = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    "func.return"(%3) : (tensor<2xf32>) -> ()
  }
}
)";
    io::LoadResult a = parse(pretty);
    io::LoadResult b = parse(generic);
    QVERIFY2(a.ok(), errorOf(a).c_str());
    QVERIFY2(b.ok(), errorOf(b).c_str());
    const std::optional<std::string> difference = ir::firstDifference(*a.module, *b.module);
    QVERIFY2(!difference, difference ? difference->c_str() : "");
    const ir::Computation& entry = a.module->entryComputation();
    const ir::Instruction& dot = entry.instructions[entry.find("0")];
    QCOMPARE(dot.opcode, ir::Opcode::Dot);
    QCOMPARE(*dot.intListAttribute("lhs_contracting_dims"), std::vector<int64_t>{1});
    QCOMPARE(entry.instructions[entry.find("cst")].literal, std::string_view("1.5"));
    const ir::Instruction& reduce = entry.rootInstruction();
    QCOMPARE(reduce.opcode, ir::Opcode::Reduce);
    QCOMPARE(a.module->computations[reduce.calledComputation("to_apply")].rootInstruction().opcode, ir::Opcode::Maximum);
  }

  void locationsBecomeSourceMetadata() {
    const std::string text = R"(module @m {
  func.func @main(%arg0: tensor<4xf32> loc("x")) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32> loc(#loc3)
    %1 = stablehlo.abs %0 : tensor<4xf32> loc(#loc5)
    return %1 : tensor<4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("model.py":42:7)
#loc3 = loc("jit(f)/jit(main)/neg"(#loc2))
#loc4 = loc("lib.py":7:1)
#loc5 = loc(callsite(#loc4 at #loc2))
)";
    io::LoadResult loaded = parse(text);
    QVERIFY2(loaded.ok(), errorOf(loaded).c_str());
    const ir::Computation& entry = loaded.module->entryComputation();
    const ir::Instruction& negate = entry.instructions[entry.find("0")];
    QCOMPARE(negate.metadata.opName, std::string_view("jit(f)/jit(main)/neg"));
    QCOMPARE(negate.metadata.sourceFile, std::string_view("model.py"));
    QCOMPARE(negate.metadata.sourceLine, int64_t{42});
    const ir::Instruction& abs = entry.instructions[entry.find("1")];
    QCOMPARE(abs.metadata.sourceFile, std::string_view("lib.py"));
    QCOMPARE(abs.metadata.sourceLine, int64_t{7});
    // Positions of instructions point at the MLIR line.
    QCOMPARE(loaded.module->position(negate.fileOffset).first, 3);
  }

  void unmappedOpsStayAsOpaqueWithAWarning() {
    const std::string text = R"(module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "chlo.erf_inv"(%arg0) {mode = 2 : i32} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)";
    io::LoadResult loaded = parse(text);
    QVERIFY2(loaded.ok(), errorOf(loaded).c_str());
    const ir::Instruction& op = loaded.module->entryComputation().rootInstruction();
    QCOMPARE(op.opcode, ir::Opcode::Opaque);
    QCOMPARE(op.opcodeText, std::string_view("chlo.erf_inv"));
    QVERIFY(op.attribute("mode"));
    QCOMPARE(loaded.diagnostics.size(), std::size_t{1});
    QCOMPARE(loaded.diagnostics[0].severity, Severity::Warning);
    QCOMPARE(loaded.diagnostics[0].line, 3);
  }

  void multiResultOpsAndControlFlow() {
    const std::string text = R"(module {
  func.func @main(%arg0: tensor<i64>, %arg1: tensor<f32>) -> (tensor<i64>, tensor<f32>) {
    %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<i64>, tensor<f32>
    %1:2 = stablehlo.while(%iterArg = %0#0, %iterArg_0 = %0#1) : tensor<i64>, tensor<f32>
     cond {
      %c = stablehlo.constant dense<10> : tensor<i64>
      %2 = stablehlo.compare  LT, %iterArg, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i64>
      %2 = stablehlo.add %iterArg, %c_1 : tensor<i64>
      %3 = stablehlo.multiply %iterArg_0, %iterArg_0 : tensor<f32>
      stablehlo.return %2, %3 : tensor<i64>, tensor<f32>
    }
    return %1#0, %1#1 : tensor<i64>, tensor<f32>
  }
}
)";
    io::LoadResult loaded = parse(text);
    QVERIFY2(loaded.ok(), errorOf(loaded).c_str());
    const ir::Module& module = *loaded.module;
    const ir::Instruction* loop = findOpcode(module, ir::Opcode::While);
    QVERIFY(loop);
    QVERIFY(loop->shape.isTuple());
    QCOMPARE(loop->shape.tupleShapes.size(), std::size_t{2});
    const ir::Computation& condition = module.computations[loop->calledComputation("condition")];
    QCOMPARE(condition.rootInstruction().opcode, ir::Opcode::Compare);
    QCOMPARE(condition.rootInstruction().stringAttribute("direction"), std::optional<std::string_view>("LT"));
    const ir::Computation& body = module.computations[loop->calledComputation("body")];
    QCOMPARE(body.rootInstruction().opcode, ir::Opcode::Tuple);
    QCOMPARE(module.entryComputation().rootInstruction().opcode, ir::Opcode::Tuple);
    QCOMPARE(countOpcode(module, ir::Opcode::OptimizationBarrier), 1);
  }

  // What XLA 0.10.2's Shardy pass writes (tests/data/jax-corpus/*/*.shardy.mlir): the
  // mesh's own attribute dictionary, pretty attributes followed by the op's dictionary,
  // `mhlo.topk ... : t -> (t, t)`, `sdy.constant` and sub-axes.
  void xlaShardyExportFormsLoad() {
    const std::string text = R"(module @m attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(2)2}, {"x":(1)2}]>}, %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x":(1)2}]>}) -> tensor<8x2xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %c = sdy.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=8}>} : (tensor<f32>) -> tensor<8x8xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %values, %indices = mhlo.topk(%2, k = 2) : tensor<8x8xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
    return %values : tensor<8x2xf32>
  }
}
)";
    io::LoadResult loaded = parse(text);
    QVERIFY2(loaded.ok(), errorOf(loaded).c_str());
    const ir::Computation& entry = loaded.module->entryComputation();
    // "x":(2)2 is the minor half of x, "x":(1)2 the major half: on devices [x1, x2, y]
    // (iota 2x2x2) dim 0 follows x2 and dim 1 x1, y replicated.
    const ir::Instruction& arg0 = entry.instructions[entry.find("arg0")];
    QVERIFY(arg0.sharding);
    QCOMPARE(arg0.sharding->toString(), std::string("{devices=[2,2,2]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"));
    // {"y", "x":(1)2}: y major, then the major half of x; the minor half of x replicated.
    const ir::Instruction& arg1 = entry.instructions[entry.find("arg1")];
    QVERIFY(arg1.sharding);
    QCOMPARE(arg1.sharding->toString(), std::string("{devices=[4,2]<=[4,2]T(1,0) last_tile_dim_replicate}"));  // [y, x1] x [x2]
    const ir::Instruction& transpose = entry.instructions[entry.find("0")];
    QCOMPARE(*transpose.intListAttribute("dimensions"), (std::vector<int64_t>{1, 0}));
    QVERIFY(transpose.attribute("result_layout"));
    QCOMPARE(entry.instructions[entry.find("c")].opcode, ir::Opcode::Constant);
    QCOMPARE(entry.instructions[entry.find("1")].opcode, ir::Opcode::Broadcast);
    const ir::Instruction& dot = entry.instructions[entry.find("2")];
    QCOMPARE(dot.opcode, ir::Opcode::Dot);
    QCOMPARE(*dot.intListAttribute("rhs_contracting_dims"), std::vector<int64_t>{0});
    QVERIFY(dot.sharding);
    QVERIFY(findOpcode(*loaded.module, ir::Opcode::Opaque));  // mhlo.topk, with a warning
  }

  void malformedTextFailsWithAPosition_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");  // prefix of the formatted diagnostic
    const QString head = "module {\n  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n";
    const QString tail = "    return %0 : tensor<4xf32>\n  }\n}\n";
    QTest::newRow("undefined value") << head + "    %0 = stablehlo.abs %nope : tensor<4xf32>\n" + tail
                                     << "test.mlir:3:24: error: use of undefined value '%nope'";
    QTest::newRow("bad element type") << head + "    %0 = stablehlo.abs %arg0 : tensor<4xq7>\n" + tail
                                      << "test.mlir:3:32: error: unsupported element type 'q7'";
    QTest::newRow("unterminated string") << head + "    %0 = stablehlo.custom_call @x(%arg0) {backend_config = \"abc} : (tensor<4xf32>) -> tensor<4xf32>\n" + tail
                                         << "test.mlir:3:60: error: unterminated string";
    QTest::newRow("unknown mesh") << head + "    %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@nomesh, [{\"x\"}]>]>} : tensor<4xf32>\n" + tail
                                  << "test.mlir:3:31: error: sharding names mesh @nomesh";
    QTest::newRow("bad gspmd sharding") << head + "    %0 = stablehlo.abs %arg0 {mhlo.sharding = \"{devices=[2]0}\"} : tensor<4xf32>\n" + tail
                                        << "test.mlir:3:31: error: invalid mhlo.sharding";
    QTest::newRow("region not closed") << head + "    %0 = stablehlo.abs %arg0 : tensor<4xf32>\n"
                                       << "test.mlir:2:58: error: region is not closed";
    QTest::newRow("shape mismatch") << head + "    %0 = stablehlo.transpose %arg0, dims = [1] : (tensor<4xf32>) -> tensor<4xf32>\n" + tail
                                    << "test.mlir:3:";
    QTest::newRow("not a module") << "HloModule x\n" << "test.mlir:1:1: error: expected 'module' or 'func.func'";
    // Issue 21 finding 2: a Shardy sharding's rank was never checked against its tensor,
    // and 128 or more dimension entries aborted the process (an uncaught invalid_argument).
    const QString meshHead = "module {\n  sdy.mesh @mesh = <[\"x\"=2]>\n  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n";
    QString many;
    for (int i = 0; i < 128; ++i) many += i ? ", {}" : "{}";
    QTest::newRow("shardy sharding of another rank") << meshHead + "    %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}]>]>} : tensor<4xf32>\n" + tail
                                                     << "test.mlir:4:31: error: the sharding has 2 dimension(s), its tensor rank 1";
    QTest::newRow("shardy sharding of 128 dims") << meshHead + "    %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [" + many + "]>]>} : tensor<4xf32>\n" + tail
                                                 << "test.mlir:4:31: error: the sharding has 128 dimension(s)";
    QTest::newRow("mesh dictionary not closed") << "module {\n  sdy.mesh @mesh = <[\"x\"=2]> {stablehlo.mesh = {axes = []}\n  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n" + tail
                                                << "test.mlir:3:3: error: expected ',' or '}' in an attribute dictionary";
    QTest::newRow("dims then bad dictionary") << head + "    %0 = stablehlo.transpose %arg0, dims = [0] {x = } : (tensor<4xf32>) -> tensor<4xf32>\n" + tail
                                              << "test.mlir:3:";
    QTest::newRow("sub-axis not dividing") << meshHead + "    %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\":(2)2}]>]>} : tensor<4xf32>\n" + tail
                                           << "test.mlir:4:31: error: invalid Shardy sharding: sub-axis \"x\":(2)2 does not divide axis \"x\" of size 2";
    QTest::newRow("sub-axis without size") << meshHead + "    %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\":(1)}]>]>} : tensor<4xf32>\n" + tail
                                           << "test.mlir:4:31: error: invalid Shardy sharding: expected the size of sub-axis";
    QTest::newRow("topk bad result list") << head + "    %0, %1 = mhlo.topk(%arg0, k = 2) : tensor<4xf32> -> (tensor<2xf32> tensor<2xi32>)\n" + tail
                                          << "test.mlir:3:";
    QTest::newRow("deep nesting") << head + "    %0 = stablehlo.abs %arg0 {x = " + QString(300, '[') + "} : tensor<4xf32>\n" + tail
                                  << "test.mlir:3:";
  }

  void malformedTextFailsWithAPosition() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    io::LoadResult loaded = parse(text.toStdString());
    QVERIFY(!loaded.ok());
    const std::string message = errorOf(loaded);
    QVERIFY2(message.starts_with(expected.toStdString()), message.c_str());
  }
};

QTEST_APPLESS_MAIN(TestStableHloReader)
#include "test_stablehlo_reader.moc"
