module @jit_moe_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["ep"=4]> {stablehlo.mesh = {axes = [{name = "ep", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, %arg2: tensor<8x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<64x32xf32> {
    %0 = stablehlo.dot %arg3, %arg0, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=64, j=8, k=32} reduction={k}>} : (tensor<64x32xf32>, tensor<32x8xf32>) -> tensor<64x8xf32>
    %1 = sdy.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.maximum across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i]) {i=64, j=8} reduction={j}>} : (tensor<64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.maximum %2, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %5 = stablehlo.reshape %4 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=64, j=1}>} : (tensor<64xf32>) -> tensor<64x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=64, j=1}>} : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %7 = stablehlo.reshape %6 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=64, j=1}>} : (tensor<64x1xf32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=64, j=8}>} : (tensor<64xf32>) -> tensor<64x8xf32>
    %9 = stablehlo.subtract %0, %8 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=8}>} : tensor<64x8xf32>
    %10 = stablehlo.exponential %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=64, j=8}>} : tensor<64x8xf32>
    %11 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i]) {i=64, j=8} reduction={j}>} : (tensor<64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.reshape %12 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=64, j=1}>} : (tensor<64xf32>) -> tensor<64x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=64, j=1}>} : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %15 = stablehlo.reshape %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=64, j=1}>} : (tensor<64x1xf32>) -> tensor<64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=64, j=8}>} : (tensor<64xf32>) -> tensor<64x8xf32>
    %17 = stablehlo.divide %10, %16 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=8}>} : tensor<64x8xf32>
    %values, %indices = mhlo.topk(%17, k = 2) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j], [i, j]) {i=64, j=8} need_replication={j} blocked_propagation={j}>} : tensor<64x8xf32> -> (tensor<64x2xf32>, tensor<64x2xi32>)
    %18 = stablehlo.reshape %indices {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=64, j=2, k=1}>} : (tensor<64x2xi32>) -> tensor<64x2x1xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=64, j=2, k=1}>} : (tensor<64x2x1xi32>) -> tensor<64x2x1xi32>
    %20 = stablehlo.reshape %19 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=64, j=2, k=1}>} : (tensor<64x2x1xi32>) -> tensor<64x2xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=64, j=2, k=8}>} : (tensor<64x2xi32>) -> tensor<64x2x8xi32>
    %22 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}]>]>} : tensor<8xi32>
    %23 = stablehlo.reshape %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=8}>} : (tensor<8xi32>) -> tensor<1x1x8xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=8}>} : (tensor<1x1x8xi32>) -> tensor<1x1x8xi32>
    %25 = stablehlo.reshape %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=8}>} : (tensor<1x1x8xi32>) -> tensor<8xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=64, j=2, k=8}>} : (tensor<8xi32>) -> tensor<64x2x8xi32>
    %27 = stablehlo.compare EQ, %21, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=64, j=2, k=8}>} : (tensor<64x2x8xi32>, tensor<64x2x8xi32>) -> tensor<64x2x8xi1>
    %28 = stablehlo.convert %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=64, j=2, k=8}>} : (tensor<64x2x8xi1>) -> tensor<64x2x8xi32>
    %29 = stablehlo.transpose %28, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i, k])->([i, j, k]) {i=2, j=64, k=8}>, xla_shape = "s32[2,64,8]{2,0,1}"} : (tensor<64x2x8xi32>) -> tensor<2x64x8xi32>
    %30 = stablehlo.reshape %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([ij, k]) {i=2, j=64, k=8}>} : (tensor<2x64x8xi32>) -> tensor<128x8xi32>
    %31 = sdy.constant dense<0> : tensor<i32>
    %32 = "stablehlo.reduce_window"(%30, %31) <{base_dilations = array<i64: 1, 1>, padding = dense<[[127, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 128, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %83 = stablehlo.add %arg4, %arg5 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      stablehlo.return %83 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i, j]) {i=128, j=8} permutation={i}>} : (tensor<128x8xi32>, tensor<i32>) -> tensor<128x8xi32>
    %33 = stablehlo.multiply %32, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=128, j=8}>} : tensor<128x8xi32>
    %34 = sdy.constant dense<1> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=128, j=8}>} : (tensor<i32>) -> tensor<128x8xi32>
    %36 = stablehlo.subtract %33, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=128, j=8}>} : tensor<128x8xi32>
    %37 = stablehlo.reshape %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([i, j, k]) {i=2, j=64, k=8}>} : (tensor<128x8xi32>) -> tensor<2x64x8xi32>
    %38 = stablehlo.transpose %37, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i, k])->([i, j, k]) {i=64, j=2, k=8}>, xla_shape = "s32[64,2,8]{2,0,1}"} : (tensor<2x64x8xi32>) -> tensor<64x2x8xi32>
    %39 = sdy.constant dense<32> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=64, j=2, k=8}>} : (tensor<i32>) -> tensor<64x2x8xi32>
    %41 = stablehlo.compare LT, %38, %40 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=64, j=2, k=8}>, xla_shape = "pred[64,2,8]{2,0,1}"} : (tensor<64x2x8xi32>, tensor<64x2x8xi32>) -> tensor<64x2x8xi1>
    %42 = sdy.constant dense<-1> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=64, j=2, k=8}>} : (tensor<i32>) -> tensor<64x2x8xi32>
    %44 = stablehlo.select %41, %38, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k], [i, j, k])->([i, j, k]) {i=64, j=2, k=8}>} : tensor<64x2x8xi1>, tensor<64x2x8xi32>
    %45 = stablehlo.reshape %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=64, j=2, k=8, l=1}>} : (tensor<64x2x8xi32>) -> tensor<64x2x8x1xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=64, j=2, k=8, l=1}>} : (tensor<64x2x8x1xi32>) -> tensor<64x2x8x1xi32>
    %47 = stablehlo.reshape %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=64, j=2, k=8, l=1}>} : (tensor<64x2x8x1xi32>) -> tensor<64x2x8xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=64, j=2, k=8, l=32}>} : (tensor<64x2x8xi32>) -> tensor<64x2x8x32xi32>
    %49 = stablehlo.iota dim = 0 : tensor<32xi32>
    %50 = stablehlo.reshape %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([l])->([i, j, k, l]) {i=1, j=1, k=1, l=32}>} : (tensor<32xi32>) -> tensor<1x1x1x32xi32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=1, l=32}>} : (tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi32>
    %52 = stablehlo.reshape %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([l]) {i=1, j=1, k=1, l=32}>} : (tensor<1x1x1x32xi32>) -> tensor<32xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([l])->([i, j, k, l]) {i=64, j=2, k=8, l=32}>} : (tensor<32xi32>) -> tensor<64x2x8x32xi32>
    %54 = stablehlo.compare EQ, %48, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=64, j=2, k=8, l=32}>} : (tensor<64x2x8x32xi32>, tensor<64x2x8x32xi32>) -> tensor<64x2x8x32xi1>
    %55 = stablehlo.convert %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=64, j=2, k=8, l=32}>} : (tensor<64x2x8x32xi1>) -> tensor<64x2x8x32xf32>
    %56 = stablehlo.reduce(%values init: %11) applies stablehlo.add across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i]) {i=64, j=2} reduction={j}>} : (tensor<64x2xf32>, tensor<f32>) -> tensor<64xf32>
    %57 = stablehlo.reshape %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=64, j=1}>} : (tensor<64xf32>) -> tensor<64x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=64, j=1}>} : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %59 = stablehlo.reshape %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=64, j=1}>} : (tensor<64x1xf32>) -> tensor<64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=64, j=2}>} : (tensor<64xf32>) -> tensor<64x2xf32>
    %61 = stablehlo.divide %values, %60 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=2}>} : tensor<64x2xf32>
    %62 = stablehlo.reshape %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k, l]) {i=64, j=2, k=1, l=1}>} : (tensor<64x2xf32>) -> tensor<64x2x1x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=64, j=2, k=1, l=1}>} : (tensor<64x2x1x1xf32>) -> tensor<64x2x1x1xf32>
    %64 = stablehlo.reshape %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j]) {i=64, j=2, k=1, l=1}>} : (tensor<64x2x1x1xf32>) -> tensor<64x2xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k, l]) {i=64, j=2, k=8, l=32}>} : (tensor<64x2xf32>) -> tensor<64x2x8x32xf32>
    %66 = stablehlo.multiply %55, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=64, j=2, k=8, l=32}>} : tensor<64x2x8x32xf32>
    %67 = stablehlo.reduce(%66 init: %11) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, k, l]) {i=64, j=2, k=8, l=32} reduction={j}>} : (tensor<64x2x8x32xf32>, tensor<f32>) -> tensor<64x8x32xf32>
    %68 = stablehlo.reduce(%55 init: %11) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"ep"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, k, l]) {i=64, j=2, k=8, l=32} reduction={j}>} : (tensor<64x2x8x32xf32>, tensor<f32>) -> tensor<64x8x32xf32>
    %69 = stablehlo.dot_general %68, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([l, i, j], [l, k])->([i, j, k]) {i=8, j=32, k=32, l=64} reduction={l}>} : (tensor<64x8x32xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %70 = sdy.reshard %69 <@mesh, [{"ep"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=8, j=32, k=32}>} : tensor<8x32x32xf32>
    %71 = stablehlo.dot_general %70, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [i, l, k])->([i, j, k]) {i=8, j=32, k=32, l=32} reduction={l}>} : (tensor<8x32x32xf32>, tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %72 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=8, j=32, k=32}>} : (tensor<f32>) -> tensor<8x32x32xf32>
    %74 = stablehlo.negate %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=8, j=32, k=32}>} : tensor<8x32x32xf32>
    %75 = stablehlo.exponential %74 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=8, j=32, k=32}>} : tensor<8x32x32xf32>
    %76 = stablehlo.add %75, %73 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=8, j=32, k=32}>} : tensor<8x32x32xf32>
    %77 = stablehlo.divide %73, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=8, j=32, k=32}>} : tensor<8x32x32xf32>
    %78 = stablehlo.multiply %71, %77 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=8, j=32, k=32}>} : tensor<8x32x32xf32>
    %79 = stablehlo.dot_general %78, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [i, l, k])->([i, j, k]) {i=8, j=32, k=32, l=32} reduction={l}>} : (tensor<8x32x32xf32>, tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %80 = sdy.reshard %79 <@mesh, [{"ep"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=8, j=32, k=32}>} : tensor<8x32x32xf32>
    %81 = stablehlo.dot_general %67, %80, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, l, k], [l, k, j])->([i, j]) {i=64, j=32, k=32, l=8} reduction={k, l}>} : (tensor<64x8x32xf32>, tensor<8x32x32xf32>) -> tensor<64x32xf32>
    %82 = sdy.reshard %81 <@mesh, [{}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    return %82 : tensor<64x32xf32>
  }
}
