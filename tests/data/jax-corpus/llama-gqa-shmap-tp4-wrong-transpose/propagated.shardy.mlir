module @jit_gqa_tp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<2x8x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{}, {}, {}]>] manual_axes={"tp"} (%arg5: tensor<2x8x32xf32>, %arg6: tensor<32x8xf32>, %arg7: tensor<32x8xf32>, %arg8: tensor<32x8xf32>, %arg9: tensor<8x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=8, l=32} reduction={l}>} : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %2 = stablehlo.reshape %1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %3 = sdy.constant dense<0> : tensor<i32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %7 = sdy.constant dense<4> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %9 = stablehlo.convert %8 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<ui32>) -> tensor<i32>
      %10 = sdy.constant dense<2> : tensor<i32>
      %11 = stablehlo.multiply %9, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %12 = stablehlo.sign %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : tensor<i32>
      %13 = sdy.constant dense<4> : tensor<i32>
      %14 = stablehlo.sign %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : tensor<i32>
      %15 = stablehlo.compare NE, %12, %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.remainder %11, %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %17 = stablehlo.compare NE, %16, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %18 = stablehlo.and %15, %17 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %19 = stablehlo.divide %11, %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %20 = sdy.constant dense<1> : tensor<i32>
      %21 = stablehlo.subtract %19, %20 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %22 = stablehlo.select %18, %21, %19 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %23 = stablehlo.compare LT, %22, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %24 = stablehlo.add %22, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %25 = stablehlo.select %23, %24, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %26 = stablehlo.dynamic_slice %2, %3, %3, %25, %3, sizes = [2, 8, 1, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [], [], [], [])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={k} blocked_propagation={k}>} : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([i, j, k, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2x4xf32>
      %28 = stablehlo.reshape %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x2x4xf32>
      %29 = stablehlo.iota dim = 0 : tensor<8xi32>
      %30 = stablehlo.reshape %29 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xi32>) -> tensor<8x1xi32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8x1xi32>
      %32 = stablehlo.reshape %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8xi32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
      %34 = stablehlo.iota dim = 0 : tensor<8xi32>
      %35 = stablehlo.reshape %34 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=8}>} : (tensor<8xi32>) -> tensor<1x8xi32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<1x8xi32>
      %37 = stablehlo.reshape %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<8xi32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
      %39 = stablehlo.compare GE, %33, %38 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %40 = stablehlo.reshape %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
      %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
      %42 = stablehlo.reshape %41 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
      %43 = stablehlo.broadcast_in_dim %42, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
      %44 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=8, l=32} reduction={l}>} : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %45 = stablehlo.reshape %44 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %46 = stablehlo.slice %45 [0:2, 0:8, 0:2, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %47 = stablehlo.iota dim = 0 : tensor<8xi32>
      %48 = stablehlo.iota dim = 0 : tensor<8xi32>
      %49 = stablehlo.iota dim = 0 : tensor<8xi32>
      %50 = stablehlo.iota dim = 0 : tensor<8xi32>
      %51 = stablehlo.iota dim = 0 : tensor<8xi32>
      %52 = stablehlo.iota dim = 0 : tensor<8xi32>
      %53 = stablehlo.iota dim = 0 : tensor<8xi32>
      %54 = stablehlo.iota dim = 0 : tensor<8xi32>
      %55 = stablehlo.convert %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %56 = stablehlo.convert %48 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %57 = stablehlo.convert %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %58 = stablehlo.convert %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %59 = stablehlo.reshape %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %60 = stablehlo.reshape %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %61 = stablehlo.reshape %57 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %62 = stablehlo.reshape %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %66 = stablehlo.broadcast_in_dim %62, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %67 = stablehlo.reshape %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %68 = stablehlo.reshape %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %69 = stablehlo.reshape %65 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %70 = stablehlo.reshape %66 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %71 = stablehlo.broadcast_in_dim %67, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %72 = stablehlo.broadcast_in_dim %68, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %73 = stablehlo.broadcast_in_dim %69, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %74 = stablehlo.broadcast_in_dim %70, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %75 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %77 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %78 = stablehlo.broadcast_in_dim %77, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %79 = stablehlo.iota dim = 0 : tensor<2xf32>
      %80 = stablehlo.iota dim = 0 : tensor<2xf32>
      %81 = stablehlo.iota dim = 0 : tensor<2xf32>
      %82 = stablehlo.iota dim = 0 : tensor<2xf32>
      %83 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %84 = stablehlo.broadcast_in_dim %83, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %85 = stablehlo.divide %79, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %86 = stablehlo.divide %80, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %87 = stablehlo.divide %81, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %88 = stablehlo.divide %82, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %89 = stablehlo.power %78, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %90 = stablehlo.power %78, %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %91 = stablehlo.power %78, %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %92 = stablehlo.power %78, %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %93 = stablehlo.divide %76, %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %94 = stablehlo.divide %76, %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %95 = stablehlo.divide %76, %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %96 = stablehlo.divide %76, %92 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %97 = stablehlo.reshape %93 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %98 = stablehlo.reshape %94 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %99 = stablehlo.reshape %95 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %100 = stablehlo.reshape %96 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %101 = stablehlo.broadcast_in_dim %97, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %103 = stablehlo.broadcast_in_dim %99, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %104 = stablehlo.broadcast_in_dim %100, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %105 = stablehlo.reshape %101 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %106 = stablehlo.reshape %102 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %107 = stablehlo.reshape %103 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %108 = stablehlo.reshape %104 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %109 = stablehlo.broadcast_in_dim %105, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %110 = stablehlo.broadcast_in_dim %106, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %111 = stablehlo.broadcast_in_dim %107, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %112 = stablehlo.broadcast_in_dim %108, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %113 = stablehlo.multiply %71, %109 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %114 = stablehlo.multiply %72, %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %115 = stablehlo.multiply %73, %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %116 = stablehlo.multiply %74, %112 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %117 = stablehlo.cosine %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %118 = stablehlo.cosine %116 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %119 = stablehlo.reshape %117 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %120 = stablehlo.reshape %118 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %122 = stablehlo.reshape %121 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %123 = stablehlo.broadcast_in_dim %122, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %124 = stablehlo.multiply %46, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %125 = stablehlo.slice %45 [0:2, 0:8, 0:2, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %126 = stablehlo.sine %114 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %127 = stablehlo.sine %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %128 = stablehlo.reshape %126 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %129 = stablehlo.reshape %127 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %131 = stablehlo.reshape %130 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %133 = stablehlo.multiply %125, %132 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %134 = stablehlo.subtract %124, %133 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %135 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %136 = stablehlo.reshape %135 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %137 = stablehlo.broadcast_in_dim %136, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %138 = stablehlo.multiply %46, %137 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %139 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %140 = stablehlo.reshape %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %142 = stablehlo.multiply %125, %141 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %143 = stablehlo.add %138, %142 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %144 = stablehlo.concatenate %134, %143, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={l}>} : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %145 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=8, l=32} reduction={l}>} : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %146 = stablehlo.reshape %145 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %147 = stablehlo.slice %146 [0:2, 0:8, 0:2, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %148 = stablehlo.convert %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %149 = stablehlo.convert %52 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %150 = stablehlo.convert %53 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %151 = stablehlo.convert %54 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %152 = stablehlo.reshape %148 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %153 = stablehlo.reshape %149 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %154 = stablehlo.reshape %150 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %155 = stablehlo.reshape %151 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %156 = stablehlo.broadcast_in_dim %152, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %157 = stablehlo.broadcast_in_dim %153, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %158 = stablehlo.broadcast_in_dim %154, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %159 = stablehlo.broadcast_in_dim %155, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %160 = stablehlo.reshape %156 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %161 = stablehlo.reshape %157 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %162 = stablehlo.reshape %158 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %163 = stablehlo.reshape %159 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %164 = stablehlo.broadcast_in_dim %160, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %165 = stablehlo.broadcast_in_dim %161, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %166 = stablehlo.broadcast_in_dim %162, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %167 = stablehlo.broadcast_in_dim %163, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %168 = stablehlo.iota dim = 0 : tensor<2xf32>
      %169 = stablehlo.iota dim = 0 : tensor<2xf32>
      %170 = stablehlo.iota dim = 0 : tensor<2xf32>
      %171 = stablehlo.iota dim = 0 : tensor<2xf32>
      %172 = stablehlo.divide %168, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %173 = stablehlo.divide %169, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %174 = stablehlo.divide %170, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %175 = stablehlo.divide %171, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %176 = stablehlo.power %78, %172 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %177 = stablehlo.power %78, %173 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %178 = stablehlo.power %78, %174 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %179 = stablehlo.power %78, %175 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %180 = stablehlo.divide %76, %176 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %181 = stablehlo.divide %76, %177 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %182 = stablehlo.divide %76, %178 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %183 = stablehlo.divide %76, %179 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %184 = stablehlo.reshape %180 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %185 = stablehlo.reshape %181 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %186 = stablehlo.reshape %182 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %187 = stablehlo.reshape %183 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %188 = stablehlo.broadcast_in_dim %184, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %189 = stablehlo.broadcast_in_dim %185, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %190 = stablehlo.broadcast_in_dim %186, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %191 = stablehlo.broadcast_in_dim %187, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %192 = stablehlo.reshape %188 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %193 = stablehlo.reshape %189 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %194 = stablehlo.reshape %190 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %195 = stablehlo.reshape %191 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %196 = stablehlo.broadcast_in_dim %192, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %197 = stablehlo.broadcast_in_dim %193, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %198 = stablehlo.broadcast_in_dim %194, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %199 = stablehlo.broadcast_in_dim %195, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %200 = stablehlo.multiply %164, %196 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %201 = stablehlo.multiply %165, %197 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %202 = stablehlo.multiply %166, %198 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %203 = stablehlo.multiply %167, %199 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %204 = stablehlo.cosine %200 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %205 = stablehlo.cosine %203 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %206 = stablehlo.reshape %204 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %207 = stablehlo.reshape %205 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %208 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %209 = stablehlo.reshape %208 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %210 = stablehlo.broadcast_in_dim %209, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %211 = stablehlo.multiply %147, %210 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %212 = stablehlo.slice %146 [0:2, 0:8, 0:2, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %213 = stablehlo.sine %201 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %214 = stablehlo.sine %202 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %215 = stablehlo.reshape %213 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %216 = stablehlo.reshape %214 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %217 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %218 = stablehlo.reshape %217 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %219 = stablehlo.broadcast_in_dim %218, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %220 = stablehlo.multiply %212, %219 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %221 = stablehlo.subtract %211, %220 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %222 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %223 = stablehlo.reshape %222 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %224 = stablehlo.broadcast_in_dim %223, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %225 = stablehlo.multiply %147, %224 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %226 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %227 = stablehlo.reshape %226 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %228 = stablehlo.broadcast_in_dim %227, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %229 = stablehlo.multiply %212, %228 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %230 = stablehlo.add %225, %229 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %231 = stablehlo.concatenate %221, %230, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={l}>} : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %232 = stablehlo.compare LT, %22, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %233 = stablehlo.add %22, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %234 = stablehlo.select %232, %233, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %235 = stablehlo.dynamic_slice %231, %3, %3, %234, %3, sizes = [2, 8, 1, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [], [], [], [])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={k} blocked_propagation={k}>} : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([i, j, k, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2x4xf32>
      %237 = stablehlo.reshape %236 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x2x4xf32>
      %238 = stablehlo.dot_general %144, %237, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=2, k=8, l=8, m=4} reduction={m}>} : (tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) -> tensor<2x2x8x8xf32>
      %239 = stablehlo.broadcast_in_dim %83, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %240 = stablehlo.divide %238, %239 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %241 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %242 = stablehlo.broadcast_in_dim %241, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %243 = stablehlo.select %43, %240, %242 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
      %244 = sdy.constant dense<0xFF800000> : tensor<f32>
      %245 = stablehlo.reduce(%243 init: %244) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=8, l=8} reduction={l}>} : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %246 = stablehlo.broadcast_in_dim %244, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=2, k=8}>} : (tensor<f32>) -> tensor<2x2x8xf32>
      %247 = stablehlo.maximum %245, %246 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=2, k=8}>} : tensor<2x2x8xf32>
      %248 = stablehlo.reshape %247 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %250 = stablehlo.reshape %249 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %252 = stablehlo.subtract %243, %251 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %253 = stablehlo.exponential %252 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %254 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %255 = stablehlo.reduce(%253 init: %254) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=8, l=8} reduction={l}>} : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %256 = stablehlo.reshape %255 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %258 = stablehlo.reshape %257 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %260 = stablehlo.divide %253, %259 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %261 = stablehlo.dot_general %28, %260, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=2, k=4, l=8, m=8} reduction={m}>} : (tensor<2x8x2x4xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x4x8xf32>
      %262 = stablehlo.transpose %261, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, k])->([i, j, k, l]) {i=2, j=2, k=8, l=4}>, xla_shape = "f32[2,2,8,4]{2,3,1,0}"} : (tensor<2x2x4x8xf32>) -> tensor<2x2x8x4xf32>
      %263 = stablehlo.reshape %262 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl, m])->([i, jk, lm]) {i=2, j=2, k=4, l=2, m=4}>} : (tensor<2x2x8x4xf32>) -> tensor<2x8x8xf32>
      %264 = stablehlo.dot_general %263, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=32, l=8} reduction={l}>} : (tensor<2x8x8xf32>, tensor<8x32xf32>) -> tensor<2x8x32xf32>
      %265 = "stablehlo.all_reduce"(%264) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %266 = stablehlo.add %arg10, %arg11 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
        stablehlo.return %266 : tensor<f32>
      }) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=32}>} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
      sdy.return %265 : tensor<2x8x32xf32>
    } : (tensor<2x8x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    return %0 : tensor<2x8x32xf32>
  }
}
