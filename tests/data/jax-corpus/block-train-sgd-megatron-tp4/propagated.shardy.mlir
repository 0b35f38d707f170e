module @jit_block_train_step_sgd attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg7: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg10: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg11: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg12: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg15: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg16: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg17: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, tensor<32xf32>, tensor<f32>) {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.iota dim = 0 : tensor<8xi32>
    %2 = stablehlo.reshape %0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %3 = stablehlo.reshape %1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %6 = stablehlo.reshape %4 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8xi32>
    %7 = stablehlo.reshape %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
    %10 = stablehlo.iota dim = 0 : tensor<8xi32>
    %11 = stablehlo.iota dim = 0 : tensor<8xi32>
    %12 = stablehlo.reshape %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=8}>} : (tensor<8xi32>) -> tensor<1x8xi32>
    %13 = stablehlo.reshape %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=8}>} : (tensor<8xi32>) -> tensor<1x8xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %16 = stablehlo.reshape %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<8xi32>
    %17 = stablehlo.reshape %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<8xi32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
    %20 = stablehlo.compare GE, %8, %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %21 = stablehlo.compare GE, %9, %19 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %22 = stablehlo.reshape %20 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %23 = stablehlo.reshape %21 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %26 = stablehlo.reshape %24 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %27 = stablehlo.reshape %25 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %28 = stablehlo.broadcast_in_dim %26, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<4x4x8x8xi1>
    %29 = stablehlo.broadcast_in_dim %27, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<4x4x8x8xi1>
    %30 = sdy.reshard %arg18 <@mesh, [{}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %31 = stablehlo.multiply %30, %30 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %32 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%31 init: %32) applies stablehlo.add across dimensions = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=32} reduction={k}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %34 = stablehlo.reshape %33 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %35 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %37 = stablehlo.divide %34, %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %38 = sdy.constant dense<9.99999997E-7> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %40 = stablehlo.add %37, %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %41 = stablehlo.rsqrt %40 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %43 = stablehlo.reshape %42 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %45 = stablehlo.multiply %30, %44 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %46 = stablehlo.reshape %arg4 {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %48 = stablehlo.reshape %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %50 = stablehlo.multiply %45, %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %51 = stablehlo.dot_general %50, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %52 = stablehlo.reshape %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %53 = stablehlo.slice %52 [0:4, 0:8, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} permutation={l}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %54 = stablehlo.iota dim = 0 : tensor<8xi32>
    %55 = stablehlo.iota dim = 0 : tensor<8xi32>
    %56 = stablehlo.iota dim = 0 : tensor<8xi32>
    %57 = stablehlo.iota dim = 0 : tensor<8xi32>
    %58 = stablehlo.iota dim = 0 : tensor<8xi32>
    %59 = stablehlo.iota dim = 0 : tensor<8xi32>
    %60 = stablehlo.iota dim = 0 : tensor<8xi32>
    %61 = stablehlo.iota dim = 0 : tensor<8xi32>
    %62 = stablehlo.iota dim = 0 : tensor<8xi32>
    %63 = stablehlo.iota dim = 0 : tensor<8xi32>
    %64 = stablehlo.iota dim = 0 : tensor<8xi32>
    %65 = stablehlo.iota dim = 0 : tensor<8xi32>
    %66 = stablehlo.iota dim = 0 : tensor<8xi32>
    %67 = stablehlo.iota dim = 0 : tensor<8xi32>
    %68 = stablehlo.iota dim = 0 : tensor<8xi32>
    %69 = stablehlo.iota dim = 0 : tensor<8xi32>
    %70 = stablehlo.convert %54 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %71 = stablehlo.convert %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %72 = stablehlo.convert %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %73 = stablehlo.convert %57 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %74 = stablehlo.convert %66 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %75 = stablehlo.convert %67 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %76 = stablehlo.convert %68 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %77 = stablehlo.convert %69 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %78 = stablehlo.reshape %70 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %79 = stablehlo.reshape %71 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %80 = stablehlo.reshape %72 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %81 = stablehlo.reshape %73 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %82 = stablehlo.reshape %74 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %83 = stablehlo.reshape %75 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %84 = stablehlo.reshape %76 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %85 = stablehlo.reshape %77 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %86 = stablehlo.broadcast_in_dim %78, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %87 = stablehlo.broadcast_in_dim %79, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %89 = stablehlo.broadcast_in_dim %81, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %90 = stablehlo.broadcast_in_dim %82, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %92 = stablehlo.broadcast_in_dim %84, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %94 = stablehlo.reshape %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %95 = stablehlo.reshape %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %96 = stablehlo.reshape %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %97 = stablehlo.reshape %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %98 = stablehlo.reshape %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %99 = stablehlo.reshape %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %100 = stablehlo.reshape %92 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %101 = stablehlo.reshape %93 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %102 = stablehlo.broadcast_in_dim %94, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %103 = stablehlo.broadcast_in_dim %95, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %104 = stablehlo.broadcast_in_dim %96, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %105 = stablehlo.broadcast_in_dim %97, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %106 = stablehlo.broadcast_in_dim %98, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %107 = stablehlo.broadcast_in_dim %99, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %108 = stablehlo.broadcast_in_dim %100, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %109 = stablehlo.broadcast_in_dim %101, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %110 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<f32>) -> tensor<4xf32>
    %112 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<f32>) -> tensor<4xf32>
    %114 = stablehlo.iota dim = 0 : tensor<4xf32>
    %115 = stablehlo.iota dim = 0 : tensor<4xf32>
    %116 = stablehlo.iota dim = 0 : tensor<4xf32>
    %117 = stablehlo.iota dim = 0 : tensor<4xf32>
    %118 = stablehlo.iota dim = 0 : tensor<4xf32>
    %119 = stablehlo.iota dim = 0 : tensor<4xf32>
    %120 = stablehlo.iota dim = 0 : tensor<4xf32>
    %121 = stablehlo.iota dim = 0 : tensor<4xf32>
    %122 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<f32>) -> tensor<4xf32>
    %124 = stablehlo.divide %114, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %125 = stablehlo.divide %115, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %126 = stablehlo.divide %116, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %127 = stablehlo.divide %117, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %128 = stablehlo.divide %118, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %129 = stablehlo.divide %119, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %130 = stablehlo.divide %120, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %131 = stablehlo.divide %121, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %132 = stablehlo.power %113, %124 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %133 = stablehlo.power %113, %125 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %134 = stablehlo.power %113, %126 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %135 = stablehlo.power %113, %127 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %136 = stablehlo.power %113, %128 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %137 = stablehlo.power %113, %129 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %138 = stablehlo.power %113, %130 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %139 = stablehlo.power %113, %131 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %140 = stablehlo.divide %111, %132 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %141 = stablehlo.divide %111, %133 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %142 = stablehlo.divide %111, %134 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %143 = stablehlo.divide %111, %135 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %144 = stablehlo.divide %111, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %145 = stablehlo.divide %111, %137 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %146 = stablehlo.divide %111, %138 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %147 = stablehlo.divide %111, %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %148 = stablehlo.reshape %140 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %149 = stablehlo.reshape %141 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %150 = stablehlo.reshape %142 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %151 = stablehlo.reshape %143 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %152 = stablehlo.reshape %144 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %153 = stablehlo.reshape %145 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %154 = stablehlo.reshape %146 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %155 = stablehlo.reshape %147 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %156 = stablehlo.broadcast_in_dim %148, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %157 = stablehlo.broadcast_in_dim %149, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %158 = stablehlo.broadcast_in_dim %150, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %159 = stablehlo.broadcast_in_dim %151, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %160 = stablehlo.broadcast_in_dim %152, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %161 = stablehlo.broadcast_in_dim %153, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %162 = stablehlo.broadcast_in_dim %154, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %163 = stablehlo.broadcast_in_dim %155, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %164 = stablehlo.reshape %156 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %165 = stablehlo.reshape %157 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %166 = stablehlo.reshape %158 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %167 = stablehlo.reshape %159 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %168 = stablehlo.reshape %160 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %169 = stablehlo.reshape %161 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %170 = stablehlo.reshape %162 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %171 = stablehlo.reshape %163 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %172 = stablehlo.broadcast_in_dim %164, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %173 = stablehlo.broadcast_in_dim %165, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %174 = stablehlo.broadcast_in_dim %166, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %175 = stablehlo.broadcast_in_dim %167, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %176 = stablehlo.broadcast_in_dim %168, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %177 = stablehlo.broadcast_in_dim %169, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %178 = stablehlo.broadcast_in_dim %170, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %179 = stablehlo.broadcast_in_dim %171, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %180 = stablehlo.multiply %102, %172 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %181 = stablehlo.multiply %103, %173 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %182 = stablehlo.multiply %104, %174 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %183 = stablehlo.multiply %105, %175 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %184 = stablehlo.multiply %106, %176 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %185 = stablehlo.multiply %107, %177 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %186 = stablehlo.multiply %108, %178 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %187 = stablehlo.multiply %109, %179 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %188 = stablehlo.cosine %180 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %189 = stablehlo.cosine %183 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %190 = stablehlo.cosine %184 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %191 = stablehlo.cosine %187 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %192 = stablehlo.reshape %188 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %193 = stablehlo.reshape %189 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %194 = stablehlo.reshape %190 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %195 = stablehlo.reshape %191 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %196 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %197 = stablehlo.reshape %196 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %199 = stablehlo.multiply %53, %198 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %200 = stablehlo.slice %52 [0:4, 0:8, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} permutation={l}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %201 = stablehlo.sine %181 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %202 = stablehlo.sine %182 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %203 = stablehlo.sine %185 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %204 = stablehlo.sine %186 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %205 = stablehlo.reshape %201 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %206 = stablehlo.reshape %202 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %207 = stablehlo.reshape %203 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %208 = stablehlo.reshape %204 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %209 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %210 = stablehlo.reshape %209 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %212 = stablehlo.multiply %200, %211 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %213 = stablehlo.subtract %199, %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %214 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %215 = stablehlo.reshape %214 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %217 = stablehlo.multiply %53, %216 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %218 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %219 = stablehlo.reshape %218 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %221 = stablehlo.multiply %200, %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %222 = stablehlo.add %217, %221 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %223 = stablehlo.concatenate %213, %222, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} need_replication={l}>} : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %224 = sdy.reshard %223 <@mesh, [{}, {}, {"tp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %225 = stablehlo.dot_general %50, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %226 = stablehlo.reshape %225 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %227 = stablehlo.slice %226 [0:4, 0:8, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} permutation={l}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %228 = stablehlo.convert %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %229 = stablehlo.convert %59 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %230 = stablehlo.convert %60 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %231 = stablehlo.convert %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %232 = stablehlo.convert %62 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %233 = stablehlo.convert %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %234 = stablehlo.convert %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %235 = stablehlo.convert %65 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %236 = stablehlo.reshape %228 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %237 = stablehlo.reshape %229 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %238 = stablehlo.reshape %230 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %239 = stablehlo.reshape %231 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %240 = stablehlo.reshape %232 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %241 = stablehlo.reshape %233 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %242 = stablehlo.reshape %234 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %243 = stablehlo.reshape %235 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %244 = stablehlo.broadcast_in_dim %236, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %245 = stablehlo.broadcast_in_dim %237, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %246 = stablehlo.broadcast_in_dim %238, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %247 = stablehlo.broadcast_in_dim %239, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %248 = stablehlo.broadcast_in_dim %240, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %249 = stablehlo.broadcast_in_dim %241, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %250 = stablehlo.broadcast_in_dim %242, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %251 = stablehlo.broadcast_in_dim %243, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %252 = stablehlo.reshape %244 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %253 = stablehlo.reshape %245 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %254 = stablehlo.reshape %246 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %255 = stablehlo.reshape %247 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %256 = stablehlo.reshape %248 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %257 = stablehlo.reshape %249 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %258 = stablehlo.reshape %250 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %259 = stablehlo.reshape %251 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %260 = stablehlo.broadcast_in_dim %252, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %261 = stablehlo.broadcast_in_dim %253, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %262 = stablehlo.broadcast_in_dim %254, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %263 = stablehlo.broadcast_in_dim %255, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %264 = stablehlo.broadcast_in_dim %256, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %265 = stablehlo.broadcast_in_dim %257, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %266 = stablehlo.broadcast_in_dim %258, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %267 = stablehlo.broadcast_in_dim %259, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=4}>} : (tensor<8xf32>) -> tensor<8x4xf32>
    %268 = stablehlo.iota dim = 0 : tensor<4xf32>
    %269 = stablehlo.iota dim = 0 : tensor<4xf32>
    %270 = stablehlo.iota dim = 0 : tensor<4xf32>
    %271 = stablehlo.iota dim = 0 : tensor<4xf32>
    %272 = stablehlo.iota dim = 0 : tensor<4xf32>
    %273 = stablehlo.iota dim = 0 : tensor<4xf32>
    %274 = stablehlo.iota dim = 0 : tensor<4xf32>
    %275 = stablehlo.iota dim = 0 : tensor<4xf32>
    %276 = stablehlo.divide %268, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %277 = stablehlo.divide %269, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %278 = stablehlo.divide %270, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %279 = stablehlo.divide %271, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %280 = stablehlo.divide %272, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %281 = stablehlo.divide %273, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %282 = stablehlo.divide %274, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %283 = stablehlo.divide %275, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %284 = stablehlo.power %113, %276 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %285 = stablehlo.power %113, %277 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %286 = stablehlo.power %113, %278 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %287 = stablehlo.power %113, %279 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %288 = stablehlo.power %113, %280 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %289 = stablehlo.power %113, %281 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %290 = stablehlo.power %113, %282 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %291 = stablehlo.power %113, %283 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %292 = stablehlo.divide %111, %284 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %293 = stablehlo.divide %111, %285 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %294 = stablehlo.divide %111, %286 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %295 = stablehlo.divide %111, %287 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %296 = stablehlo.divide %111, %288 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %297 = stablehlo.divide %111, %289 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %298 = stablehlo.divide %111, %290 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %299 = stablehlo.divide %111, %291 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %300 = stablehlo.reshape %292 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %301 = stablehlo.reshape %293 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %302 = stablehlo.reshape %294 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %303 = stablehlo.reshape %295 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %304 = stablehlo.reshape %296 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %305 = stablehlo.reshape %297 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %306 = stablehlo.reshape %298 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %307 = stablehlo.reshape %299 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %308 = stablehlo.broadcast_in_dim %300, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %309 = stablehlo.broadcast_in_dim %301, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %310 = stablehlo.broadcast_in_dim %302, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %311 = stablehlo.broadcast_in_dim %303, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %312 = stablehlo.broadcast_in_dim %304, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %313 = stablehlo.broadcast_in_dim %305, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %314 = stablehlo.broadcast_in_dim %306, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %315 = stablehlo.broadcast_in_dim %307, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %316 = stablehlo.reshape %308 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %317 = stablehlo.reshape %309 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %318 = stablehlo.reshape %310 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %319 = stablehlo.reshape %311 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %320 = stablehlo.reshape %312 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %321 = stablehlo.reshape %313 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %322 = stablehlo.reshape %314 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %323 = stablehlo.reshape %315 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %324 = stablehlo.broadcast_in_dim %316, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %325 = stablehlo.broadcast_in_dim %317, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %326 = stablehlo.broadcast_in_dim %318, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %327 = stablehlo.broadcast_in_dim %319, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %328 = stablehlo.broadcast_in_dim %320, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %329 = stablehlo.broadcast_in_dim %321, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %330 = stablehlo.broadcast_in_dim %322, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %331 = stablehlo.broadcast_in_dim %323, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=4}>} : (tensor<4xf32>) -> tensor<8x4xf32>
    %332 = stablehlo.multiply %260, %324 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %333 = stablehlo.multiply %261, %325 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %334 = stablehlo.multiply %262, %326 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %335 = stablehlo.multiply %263, %327 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %336 = stablehlo.multiply %264, %328 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %337 = stablehlo.multiply %265, %329 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %338 = stablehlo.multiply %266, %330 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %339 = stablehlo.multiply %267, %331 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %340 = stablehlo.cosine %332 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %341 = stablehlo.cosine %335 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %342 = stablehlo.cosine %336 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %343 = stablehlo.cosine %339 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %344 = stablehlo.reshape %340 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %345 = stablehlo.reshape %341 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %346 = stablehlo.reshape %342 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %347 = stablehlo.reshape %343 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %348 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %349 = stablehlo.reshape %348 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %351 = stablehlo.multiply %227, %350 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %352 = stablehlo.slice %226 [0:4, 0:8, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} permutation={l}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %353 = stablehlo.sine %333 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %354 = stablehlo.sine %334 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %355 = stablehlo.sine %337 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %356 = stablehlo.sine %338 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>} : tensor<8x4xf32>
    %357 = stablehlo.reshape %353 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %358 = stablehlo.reshape %354 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %359 = stablehlo.reshape %355 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %360 = stablehlo.reshape %356 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %361 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %362 = stablehlo.reshape %361 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %364 = stablehlo.multiply %352, %363 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %365 = stablehlo.subtract %351, %364 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %366 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %367 = stablehlo.reshape %366 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %369 = stablehlo.multiply %227, %368 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %370 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %371 = stablehlo.reshape %370 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %373 = stablehlo.multiply %352, %372 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %374 = stablehlo.add %369, %373 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %375 = stablehlo.concatenate %365, %374, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} need_replication={l}>} : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %376 = sdy.reshard %375 <@mesh, [{}, {}, {"tp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %377 = stablehlo.dot_general %224, %376, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=4, j=4, k=8, l=8, m=8} reduction={m}>} : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %378 = sdy.constant dense<2.82842708> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %380 = stablehlo.divide %377, %379 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %381 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %383 = stablehlo.select %28, %380, %382 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    %384 = stablehlo.dot_general %50, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %385 = stablehlo.reshape %384 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %386 = sdy.reshard %385 <@mesh, [{}, {}, {"tp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %387 = sdy.constant dense<0xFF800000> : tensor<f32>
    %388 = stablehlo.reduce(%383 init: %387) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=4, k=8, l=8} reduction={l}>} : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %389 = stablehlo.broadcast_in_dim %387, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=4, k=8}>} : (tensor<f32>) -> tensor<4x4x8xf32>
    %390 = stablehlo.maximum %388, %389 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=4, k=8}>} : tensor<4x4x8xf32>
    %391 = stablehlo.reshape %390 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %393 = stablehlo.reshape %392 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %395 = stablehlo.subtract %383, %394 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %396 = stablehlo.exponential %395 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %397 = stablehlo.reduce(%396 init: %32) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=4, k=8, l=8} reduction={l}>} : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %398 = stablehlo.reshape %397 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %400 = stablehlo.reshape %399 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %402 = stablehlo.divide %396, %401 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %403 = stablehlo.dot_general %386, %402, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=4, j=4, k=8, l=8, m=8} reduction={m}>} : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %404 = stablehlo.transpose %403, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>, xla_shape = "f32[4,8,4,8]{1,3,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %405 = sdy.reshard %404 <@mesh, [{}, {}, {"tp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %406 = stablehlo.reshape %405 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=4, j=8, k=4, l=8}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %407 = stablehlo.dot_general %406, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %408 = stablehlo.add %30, %407 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %409 = sdy.reshard %408 <@mesh, [{}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %410 = stablehlo.multiply %409, %409 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %411 = stablehlo.reduce(%410 init: %32) applies stablehlo.add across dimensions = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=32} reduction={k}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %412 = stablehlo.reshape %411 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %413 = stablehlo.divide %412, %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %414 = stablehlo.add %413, %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %415 = stablehlo.rsqrt %414 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %417 = stablehlo.reshape %416 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %419 = stablehlo.multiply %409, %418 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %420 = stablehlo.reshape %arg8 {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %422 = stablehlo.reshape %421 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %424 = stablehlo.multiply %419, %423 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %425 = stablehlo.dot_general %424, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=64, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %426 = stablehlo.broadcast_in_dim %110, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=64}>} : (tensor<f32>) -> tensor<4x8x64xf32>
    %427 = stablehlo.negate %425 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %428 = stablehlo.exponential %427 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %429 = stablehlo.add %428, %426 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %430 = stablehlo.divide %426, %429 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %431 = stablehlo.multiply %425, %430 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %432 = stablehlo.subtract %426, %430 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %433 = stablehlo.multiply %430, %432 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %434 = stablehlo.dot_general %424, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=64, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %435 = stablehlo.multiply %431, %434 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %436 = sdy.reshard %435 <@mesh, [{}, {}, {"tp"}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %437 = stablehlo.dot_general %436, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=64} reduction={l}>} : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %438 = stablehlo.add %409, %437 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %439 = sdy.reshard %438 <@mesh, [{}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %440 = stablehlo.subtract %439, %arg19 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %441 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<f32>) -> tensor<4x8x32xf32>
    %443 = stablehlo.multiply %440, %442 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %444 = sdy.constant dense<9.765625E-4> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<f32>) -> tensor<4x8x32xf32>
    %446 = stablehlo.multiply %443, %445 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %447 = sdy.reshard %446 <@mesh, [{}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %448 = stablehlo.dot_general %447, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [k, l])->([i, j, k]) {i=4, j=8, k=64, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %449 = sdy.reshard %448 <@mesh, [{}, {}, {"tp"}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %450 = stablehlo.multiply %431, %449 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %451 = stablehlo.dot_general %450, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [k, l])->([i, j, k]) {i=4, j=8, k=32, l=64} reduction={l}>} : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %452 = stablehlo.multiply %449, %434 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %453 = stablehlo.multiply %452, %430 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %454 = stablehlo.multiply %425, %452 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %455 = stablehlo.multiply %454, %433 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %456 = stablehlo.add %453, %455 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %457 = stablehlo.dot_general %456, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [k, l])->([i, j, k]) {i=4, j=8, k=32, l=64} reduction={l}>} : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %458 = stablehlo.add %451, %457 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %459 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %460 = stablehlo.reshape %459 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %462 = stablehlo.multiply %458, %461 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %463 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %464 = stablehlo.reshape %463 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %466 = stablehlo.multiply %462, %465 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %467 = stablehlo.add %447, %466 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %468 = stablehlo.multiply %409, %462 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %469 = stablehlo.reduce(%468 init: %32) applies stablehlo.add across dimensions = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=32} reduction={k}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %470 = stablehlo.reshape %469 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %471 = stablehlo.divide %415, %414 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %472 = sdy.constant dense<-5.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %474 = stablehlo.multiply %471, %473 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %475 = stablehlo.multiply %470, %474 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %476 = stablehlo.divide %475, %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %477 = stablehlo.reduce(%476 init: %32) applies stablehlo.add across dimensions = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=1} reduction={k}>} : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %479 = stablehlo.multiply %409, %478 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %480 = stablehlo.add %467, %479 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %481 = stablehlo.multiply %478, %409 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %482 = stablehlo.add %480, %481 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %483 = sdy.reshard %482 <@mesh, [{}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %484 = stablehlo.dot_general %483, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [k, l])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %485 = stablehlo.reshape %484 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %486 = sdy.reshard %485 <@mesh, [{}, {}, {"tp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %487 = stablehlo.transpose %486, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, l, j, k])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>, xla_shape = "f32[4,4,8,8]{2,1,3,0}"} : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %488 = stablehlo.dot_general %487, %386, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, m, k], [i, l, j, m])->([i, j, k, l]) {i=4, j=4, k=8, l=8, m=8} reduction={m}>} : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %489 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %490 = stablehlo.reshape %489 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %492 = stablehlo.divide %488, %491 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %493 = stablehlo.broadcast_in_dim %110, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %494 = stablehlo.multiply %398, %398 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : tensor<4x4x8x1xf32>
    %495 = stablehlo.divide %493, %494 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : tensor<4x4x8x1xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %497 = stablehlo.reshape %496 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %499 = stablehlo.multiply %488, %498 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %500 = stablehlo.multiply %499, %396 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %501 = stablehlo.reduce(%500 init: %32) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=4, k=8, l=8} reduction={l}>} : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %502 = stablehlo.reshape %501 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %503 = stablehlo.negate %502 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=1}>} : tensor<4x4x8x1xf32>
    %504 = stablehlo.reduce(%503 init: %32) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=4, k=8, l=1} reduction={l}>} : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %506 = stablehlo.add %492, %505 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %507 = stablehlo.multiply %506, %396 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %508 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %509 = stablehlo.select %29, %507, %508 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    %510 = stablehlo.divide %509, %379 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8}>} : tensor<4x4x8x8xf32>
    %511 = stablehlo.dot_general %510, %224, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, m, k], [i, m, j, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8, m=8} reduction={m}>} : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %512 = stablehlo.transpose %511, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>, xla_shape = "f32[4,8,4,8]{3,1,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %513 = sdy.reshard %512 <@mesh, [{}, {}, {"tp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %514 = stablehlo.slice %513 [0:4, 0:8, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} permutation={l}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %515 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %516 = stablehlo.reshape %515 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %518 = stablehlo.multiply %514, %517 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %519 = stablehlo.slice %513 [0:4, 0:8, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} permutation={l}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %520 = stablehlo.negate %519 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %521 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %522 = stablehlo.reshape %521 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %524 = stablehlo.multiply %520, %523 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %525 = stablehlo.add %518, %524 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %526 = stablehlo.pad %525, %32, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k, l]) {i=4, j=8, k=4, l=4} permutation={l}>} : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %527 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %528 = stablehlo.reshape %527 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %530 = stablehlo.multiply %514, %529 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %531 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %532 = stablehlo.reshape %531 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %534 = stablehlo.multiply %519, %533 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %535 = stablehlo.add %530, %534 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %536 = stablehlo.pad %535, %32, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k, l]) {i=4, j=8, k=4, l=4} permutation={l}>} : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %537 = stablehlo.add %526, %536 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %538 = stablehlo.reshape %537 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=4, j=8, k=4, l=8}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %539 = stablehlo.dot_general %538, %50, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l, i], [k, l, j])->([i, j]) {i=32, j=32, k=4, l=8} reduction={k, l}>} : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %540 = stablehlo.transpose %539, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %541 = sdy.constant dense<0.899999976> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=32}>} : (tensor<f32>) -> tensor<32x32xf32>
    %543 = stablehlo.broadcast_in_dim %541, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=32}>} : (tensor<f32>) -> tensor<32x32xf32>
    %544 = stablehlo.multiply %arg9, %542 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>} : tensor<32x32xf32>
    %545 = stablehlo.add %540, %544 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %546 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=32}>} : (tensor<f32>) -> tensor<32x32xf32>
    %548 = stablehlo.broadcast_in_dim %546, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=32}>} : (tensor<f32>) -> tensor<32x32xf32>
    %549 = stablehlo.multiply %545, %547 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %550 = stablehlo.add %arg0, %549 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>} : tensor<32x32xf32>
    %551 = stablehlo.dot_general %483, %406, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l, i], [k, l, j])->([i, j]) {i=32, j=32, k=4, l=8} reduction={k, l}>} : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %552 = stablehlo.transpose %551, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %553 = stablehlo.multiply %arg10, %543 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>} : tensor<32x32xf32>
    %554 = stablehlo.add %552, %553 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %555 = stablehlo.multiply %554, %548 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %556 = stablehlo.add %arg1, %555 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>} : tensor<32x32xf32>
    %557 = stablehlo.dot_general %510, %376, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m], [i, m, j, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8, m=8} reduction={m}>} : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %558 = stablehlo.transpose %557, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>, xla_shape = "f32[4,8,4,8]{3,1,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %559 = sdy.reshard %558 <@mesh, [{}, {}, {"tp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %560 = stablehlo.slice %559 [0:4, 0:8, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} permutation={l}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %561 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %562 = stablehlo.reshape %561 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %564 = stablehlo.multiply %560, %563 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %565 = stablehlo.slice %559 [0:4, 0:8, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8} permutation={l}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %566 = stablehlo.negate %565 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %567 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %568 = stablehlo.reshape %567 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %570 = stablehlo.multiply %566, %569 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %571 = stablehlo.add %564, %570 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %572 = stablehlo.pad %571, %32, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k, l]) {i=4, j=8, k=4, l=4} permutation={l}>} : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %573 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %574 = stablehlo.reshape %573 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %576 = stablehlo.multiply %560, %575 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %577 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %578 = stablehlo.reshape %577 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=4}>} : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %580 = stablehlo.multiply %565, %579 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %581 = stablehlo.add %576, %580 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=4}>} : tensor<4x8x4x4xf32>
    %582 = stablehlo.pad %581, %32, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k, l]) {i=4, j=8, k=4, l=4} permutation={l}>} : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %583 = stablehlo.add %572, %582 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %584 = stablehlo.reshape %583 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=4, j=8, k=4, l=8}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %585 = stablehlo.dot_general %584, %50, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l, i], [k, l, j])->([i, j]) {i=32, j=32, k=4, l=8} reduction={k, l}>} : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %586 = stablehlo.transpose %585, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %587 = stablehlo.multiply %arg11, %542 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>} : tensor<32x32xf32>
    %588 = stablehlo.add %586, %587 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %589 = stablehlo.multiply %588, %547 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %590 = stablehlo.add %arg2, %589 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>} : tensor<32x32xf32>
    %591 = stablehlo.dot_general %487, %402, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m], [i, j, m, l])->([i, j, k, l]) {i=4, j=4, k=8, l=8, m=8} reduction={m}>} : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %592 = stablehlo.transpose %591, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>, xla_shape = "f32[4,8,4,8]{1,3,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %593 = sdy.reshard %592 <@mesh, [{}, {}, {"tp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=4, l=8}>} : tensor<4x8x4x8xf32>
    %594 = stablehlo.reshape %593 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=4, j=8, k=4, l=8}>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %595 = stablehlo.dot_general %594, %50, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l, i], [k, l, j])->([i, j]) {i=32, j=32, k=4, l=8} reduction={k, l}>} : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %596 = stablehlo.transpose %595, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %597 = stablehlo.multiply %arg12, %542 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>} : tensor<32x32xf32>
    %598 = stablehlo.add %596, %597 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %599 = stablehlo.multiply %598, %547 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %600 = stablehlo.add %arg3, %599 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=32}>} : tensor<32x32xf32>
    %601 = stablehlo.dot_general %594, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [k, l])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %602 = stablehlo.dot_general %538, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [k, l])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %603 = stablehlo.add %601, %602 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %604 = stablehlo.dot_general %584, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [k, l])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %605 = stablehlo.add %603, %604 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %606 = stablehlo.multiply %45, %605 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %607 = stablehlo.reduce(%606 init: %32) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([k]) {i=4, j=8, k=32} reduction={i, j}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %608 = stablehlo.reshape %607 {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %609 = stablehlo.reduce(%608 init: %32) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([k]) {i=1, j=1, k=32} reduction={i, j}>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %610 = stablehlo.broadcast_in_dim %541, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %611 = stablehlo.multiply %arg13, %610 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %612 = stablehlo.add %609, %611 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %613 = stablehlo.broadcast_in_dim %546, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %614 = stablehlo.multiply %612, %613 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %615 = stablehlo.add %arg4, %614 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %616 = stablehlo.dot_general %447, %436, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l, i], [k, l, j])->([i, j]) {i=32, j=64, k=4, l=8} reduction={k, l}>} : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %617 = stablehlo.transpose %616, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %618 = stablehlo.broadcast_in_dim %541, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %619 = stablehlo.multiply %arg14, %618 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %620 = stablehlo.add %617, %619 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %621 = stablehlo.broadcast_in_dim %546, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %622 = stablehlo.multiply %620, %621 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %623 = stablehlo.add %arg5, %622 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %624 = stablehlo.dot_general %456, %424, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l, i], [k, l, j])->([i, j]) {i=64, j=32, k=4, l=8} reduction={k, l}>} : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %625 = stablehlo.transpose %624, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %626 = stablehlo.broadcast_in_dim %541, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %627 = stablehlo.multiply %arg15, %626 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %628 = stablehlo.add %625, %627 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %629 = stablehlo.broadcast_in_dim %546, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %630 = stablehlo.multiply %628, %629 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %631 = stablehlo.add %arg6, %630 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %632 = stablehlo.dot_general %450, %424, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l, i], [k, l, j])->([i, j]) {i=64, j=32, k=4, l=8} reduction={k, l}>} : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %633 = stablehlo.transpose %632, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %634 = stablehlo.multiply %arg16, %626 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %635 = stablehlo.add %633, %634 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %636 = stablehlo.multiply %635, %629 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %637 = stablehlo.add %arg7, %636 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %638 = stablehlo.multiply %419, %458 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %639 = stablehlo.reduce(%638 init: %32) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([k]) {i=4, j=8, k=32} reduction={i, j}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %640 = stablehlo.reshape %639 {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %641 = stablehlo.reduce(%640 init: %32) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([k]) {i=1, j=1, k=32} reduction={i, j}>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %642 = stablehlo.multiply %arg17, %610 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %643 = stablehlo.add %641, %642 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %644 = stablehlo.multiply %643, %613 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %645 = stablehlo.add %arg8, %644 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %646 = stablehlo.multiply %440, %440 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %647 = stablehlo.reduce(%646 init: %32) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([]) {i=4, j=8, k=32} reduction={i, j, k}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %648 = sdy.constant dense<1.024000e+03> : tensor<f32>
    %649 = stablehlo.divide %647, %648 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
    return %550, %556, %590, %600, %615, %623, %631, %637, %645, %545, %554, %588, %598, %612, %620, %628, %635, %643, %649 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<f32>
  }
}
