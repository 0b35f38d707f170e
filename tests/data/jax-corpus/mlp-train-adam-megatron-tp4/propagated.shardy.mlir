module @jit_mlp_train_step_adam attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, %arg6: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg8: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg13: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, tensor<32xf32>, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, tensor<i32>, tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, tensor<32xf32>, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, tensor<32xf32>, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, tensor<f32>) {
    %0 = stablehlo.dot %arg13, %arg2, precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=64, k=32} reduction={k}>} : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
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
    %31 = stablehlo.subtract %30, %arg14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %32 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=32}>} : (tensor<f32>) -> tensor<8x32xf32>
    %34 = stablehlo.multiply %31, %33 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %35 = sdy.constant dense<3.906250e-03> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=32}>} : (tensor<f32>) -> tensor<8x32xf32>
    %37 = stablehlo.multiply %34, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %38 = sdy.reshard %37 <@mesh, [{}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %39 = stablehlo.dot_general %38, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [j, k])->([i, j]) {i=8, j=64, k=32} reduction={k}>} : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
    %40 = sdy.reshard %39 <@mesh, [{}, {"tp"}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %41 = stablehlo.multiply %40, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %42 = stablehlo.multiply %5, %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %43 = stablehlo.multiply %42, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %44 = stablehlo.subtract %17, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %45 = stablehlo.multiply %43, %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %46 = stablehlo.multiply %45, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %47 = stablehlo.add %45, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %48 = stablehlo.multiply %47, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %49 = stablehlo.add %41, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %50 = stablehlo.multiply %48, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %51 = stablehlo.multiply %5, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %52 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %54 = stablehlo.multiply %51, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %55 = stablehlo.multiply %50, %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %56 = stablehlo.add %49, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %57 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%56 init: %57) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=8, j=64} reduction={i}>} : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %59 = stablehlo.reshape %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %60 = stablehlo.reduce(%59 init: %57) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=1, j=64} reduction={i}>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %61 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.multiply %60, %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %64 = sdy.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %66 = stablehlo.multiply %arg5, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %67 = stablehlo.add %63, %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %68 = sdy.constant dense<2147483647> : tensor<i32>
    %69 = stablehlo.compare LT, %arg4, %68 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %70 = sdy.constant dense<1> : tensor<i32>
    %71 = stablehlo.add %arg4, %70 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
    %72 = stablehlo.select %69, %71, %68 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
    %73 = stablehlo.convert %72 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<i32>) -> tensor<f32>
    %74 = stablehlo.power %64, %73 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
    %75 = stablehlo.subtract %16, %74 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %77 = stablehlo.divide %67, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %78 = stablehlo.multiply %60, %60 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %79 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %81 = stablehlo.multiply %78, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %82 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %84 = stablehlo.multiply %arg9, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %85 = stablehlo.add %81, %84 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %86 = stablehlo.convert %72 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<i32>) -> tensor<f32>
    %87 = stablehlo.power %82, %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
    %88 = stablehlo.subtract %16, %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %90 = stablehlo.divide %85, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %91 = stablehlo.sqrt %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=64}>} : tensor<64xf32>
    %92 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %94 = stablehlo.add %91, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %95 = stablehlo.divide %77, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %96 = sdy.constant dense<-0.00999999977> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %98 = stablehlo.multiply %95, %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %99 = stablehlo.add %arg0, %98 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %100 = stablehlo.reduce(%38 init: %57) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=8, j=32} reduction={i}>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %101 = stablehlo.reshape %100 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %102 = stablehlo.reduce(%101 init: %57) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=1, j=32} reduction={i}>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %103 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %104 = stablehlo.multiply %102, %103 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %105 = stablehlo.broadcast_in_dim %64, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %106 = stablehlo.multiply %arg6, %105 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %107 = stablehlo.add %104, %106 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %108 = stablehlo.broadcast_in_dim %75, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %109 = stablehlo.divide %107, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %110 = stablehlo.multiply %102, %102 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %111 = stablehlo.broadcast_in_dim %79, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %112 = stablehlo.multiply %110, %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %113 = stablehlo.broadcast_in_dim %82, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %114 = stablehlo.multiply %arg10, %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %115 = stablehlo.add %112, %114 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %116 = stablehlo.broadcast_in_dim %88, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %117 = stablehlo.divide %115, %116 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %118 = stablehlo.sqrt %117 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=32}>} : tensor<32xf32>
    %119 = stablehlo.broadcast_in_dim %92, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %120 = stablehlo.add %118, %119 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %121 = stablehlo.divide %109, %120 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %122 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %123 = stablehlo.multiply %121, %122 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %124 = stablehlo.add %arg1, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %125 = stablehlo.dot_general %56, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, i], [k, j])->([i, j]) {i=64, j=32, k=8} reduction={k}>} : (tensor<8x64xf32>, tensor<8x32xf32>) -> tensor<64x32xf32>
    %126 = stablehlo.transpose %125, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %128 = stablehlo.multiply %126, %127 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %129 = stablehlo.broadcast_in_dim %64, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %130 = stablehlo.multiply %arg7, %129 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %131 = stablehlo.add %128, %130 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %132 = stablehlo.broadcast_in_dim %75, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %133 = stablehlo.divide %131, %132 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %134 = stablehlo.multiply %126, %126 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %135 = stablehlo.broadcast_in_dim %79, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %136 = stablehlo.multiply %134, %135 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %137 = stablehlo.broadcast_in_dim %82, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %138 = stablehlo.multiply %arg11, %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %139 = stablehlo.add %136, %138 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %140 = stablehlo.broadcast_in_dim %88, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %141 = stablehlo.divide %139, %140 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %142 = stablehlo.sqrt %141 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %143 = stablehlo.broadcast_in_dim %92, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %144 = stablehlo.add %142, %143 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %145 = stablehlo.divide %133, %144 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %146 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %147 = stablehlo.multiply %145, %146 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %148 = stablehlo.add %arg2, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %149 = stablehlo.dot_general %38, %23, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, i], [k, j])->([i, j]) {i=32, j=64, k=8} reduction={k}>} : (tensor<8x32xf32>, tensor<8x64xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.transpose %149, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %151 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %152 = stablehlo.multiply %150, %151 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %153 = stablehlo.broadcast_in_dim %64, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %154 = stablehlo.multiply %arg8, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %155 = stablehlo.add %152, %154 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %156 = stablehlo.broadcast_in_dim %75, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %157 = stablehlo.divide %155, %156 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %158 = stablehlo.multiply %150, %150 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %159 = stablehlo.broadcast_in_dim %79, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %160 = stablehlo.multiply %158, %159 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %161 = stablehlo.broadcast_in_dim %82, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %162 = stablehlo.multiply %arg12, %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %163 = stablehlo.add %160, %162 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %164 = stablehlo.broadcast_in_dim %88, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %165 = stablehlo.divide %163, %164 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %166 = stablehlo.sqrt %165 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %167 = stablehlo.broadcast_in_dim %92, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %168 = stablehlo.add %166, %167 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %169 = stablehlo.divide %157, %168 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %170 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %171 = stablehlo.multiply %169, %170 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %172 = stablehlo.add %arg3, %171 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %173 = stablehlo.multiply %31, %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %174 = stablehlo.reduce(%173 init: %57) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([]) {i=8, j=32} reduction={i, j}>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %175 = sdy.constant dense<2.560000e+02> : tensor<f32>
    %176 = stablehlo.divide %174, %175 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
    return %99, %124, %148, %172, %72, %67, %107, %131, %155, %85, %115, %139, %163, %176 : tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<i32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
