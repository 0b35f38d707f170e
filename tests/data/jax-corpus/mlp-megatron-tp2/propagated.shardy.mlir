module @jit_mlp_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 2 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=2]> {stablehlo.mesh = {axes = [{name = "tp", size = 2 : i64}]}}
  func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<8x32xf32> {
    %0 = stablehlo.dot %arg4, %arg2, precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=64, k=32} reduction={k}>} : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %1 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=64}>} : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=64}>} : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=64}>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %5 = stablehlo.add %0, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %6 = stablehlo.multiply %5, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %7 = stablehlo.multiply %6, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %8 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.multiply %7, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %11 = stablehlo.add %5, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %12 = sdy.constant dense<0.797884583> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %14 = stablehlo.multiply %11, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %15 = stablehlo.tanh %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %16 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %18 = stablehlo.add %15, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %19 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %21 = stablehlo.multiply %18, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %22 = stablehlo.multiply %5, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %23 = sdy.reshard %22 <@mesh, [{}, {"tp"}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %24 = stablehlo.dot %23, %arg3, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=32, k=64} reduction={k}>} : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %25 = stablehlo.reshape %arg1 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %27 = stablehlo.reshape %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=32}>} : (tensor<32xf32>) -> tensor<8x32xf32>
    %29 = stablehlo.add %24, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %30 = sdy.reshard %29 <@mesh, [{}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    return %30 : tensor<8x32xf32>
  }
}
