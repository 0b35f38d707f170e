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
      %11 = stablehlo.compare EQ, %10, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %12 = sdy.constant dense<1> : tensor<i32>
      %13 = stablehlo.select %11, %12, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %14 = stablehlo.remainder %9, %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %15 = stablehlo.compare LT, %14, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.compare LT, %13, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %17 = stablehlo.compare NE, %15, %16 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %18 = stablehlo.compare NE, %14, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = stablehlo.and %17, %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %20 = stablehlo.add %14, %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %21 = stablehlo.select %19, %20, %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %22 = stablehlo.compare LT, %21, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %23 = stablehlo.add %21, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %24 = stablehlo.select %22, %23, %21 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %25 = stablehlo.dynamic_slice %2, %3, %3, %24, %3, sizes = [2, 8, 1, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [], [], [], [])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={k} blocked_propagation={k}>} : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([i, j, k, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2x4xf32>
      %27 = stablehlo.reshape %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x2x4xf32>
      %28 = stablehlo.iota dim = 0 : tensor<8xi32>
      %29 = stablehlo.reshape %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xi32>) -> tensor<8x1xi32>
      %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8x1xi32>
      %31 = stablehlo.reshape %30 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8xi32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
      %33 = stablehlo.iota dim = 0 : tensor<8xi32>
      %34 = stablehlo.reshape %33 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=8}>} : (tensor<8xi32>) -> tensor<1x8xi32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<1x8xi32>
      %36 = stablehlo.reshape %35 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<8xi32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
      %38 = stablehlo.compare GE, %32, %37 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %39 = stablehlo.reshape %38 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
      %41 = stablehlo.reshape %40 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
      %42 = stablehlo.broadcast_in_dim %41, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
      %43 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=8, l=32} reduction={l}>} : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %44 = stablehlo.reshape %43 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %45 = stablehlo.slice %44 [0:2, 0:8, 0:2, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %46 = stablehlo.iota dim = 0 : tensor<8xi32>
      %47 = stablehlo.iota dim = 0 : tensor<8xi32>
      %48 = stablehlo.iota dim = 0 : tensor<8xi32>
      %49 = stablehlo.iota dim = 0 : tensor<8xi32>
      %50 = stablehlo.iota dim = 0 : tensor<8xi32>
      %51 = stablehlo.iota dim = 0 : tensor<8xi32>
      %52 = stablehlo.iota dim = 0 : tensor<8xi32>
      %53 = stablehlo.iota dim = 0 : tensor<8xi32>
      %54 = stablehlo.convert %46 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %55 = stablehlo.convert %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %56 = stablehlo.convert %48 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %57 = stablehlo.convert %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %58 = stablehlo.reshape %54 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %59 = stablehlo.reshape %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %60 = stablehlo.reshape %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %61 = stablehlo.reshape %57 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %66 = stablehlo.reshape %62 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %67 = stablehlo.reshape %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %68 = stablehlo.reshape %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %69 = stablehlo.reshape %65 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %70 = stablehlo.broadcast_in_dim %66, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %71 = stablehlo.broadcast_in_dim %67, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %72 = stablehlo.broadcast_in_dim %68, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %73 = stablehlo.broadcast_in_dim %69, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %74 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %75 = stablehlo.broadcast_in_dim %74, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %76 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %78 = stablehlo.iota dim = 0 : tensor<2xf32>
      %79 = stablehlo.iota dim = 0 : tensor<2xf32>
      %80 = stablehlo.iota dim = 0 : tensor<2xf32>
      %81 = stablehlo.iota dim = 0 : tensor<2xf32>
      %82 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %83 = stablehlo.broadcast_in_dim %82, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %84 = stablehlo.divide %78, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %85 = stablehlo.divide %79, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %86 = stablehlo.divide %80, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %87 = stablehlo.divide %81, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %88 = stablehlo.power %77, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %89 = stablehlo.power %77, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %90 = stablehlo.power %77, %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %91 = stablehlo.power %77, %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %92 = stablehlo.divide %75, %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %93 = stablehlo.divide %75, %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %94 = stablehlo.divide %75, %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %95 = stablehlo.divide %75, %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %96 = stablehlo.reshape %92 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %97 = stablehlo.reshape %93 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %98 = stablehlo.reshape %94 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %99 = stablehlo.reshape %95 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %100 = stablehlo.broadcast_in_dim %96, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %101 = stablehlo.broadcast_in_dim %97, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %103 = stablehlo.broadcast_in_dim %99, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %104 = stablehlo.reshape %100 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %105 = stablehlo.reshape %101 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %106 = stablehlo.reshape %102 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %107 = stablehlo.reshape %103 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %108 = stablehlo.broadcast_in_dim %104, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %109 = stablehlo.broadcast_in_dim %105, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %110 = stablehlo.broadcast_in_dim %106, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %111 = stablehlo.broadcast_in_dim %107, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %112 = stablehlo.multiply %70, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %113 = stablehlo.multiply %71, %109 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %114 = stablehlo.multiply %72, %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %115 = stablehlo.multiply %73, %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %116 = stablehlo.cosine %112 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %117 = stablehlo.cosine %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %118 = stablehlo.reshape %116 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %119 = stablehlo.reshape %117 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %120 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %121 = stablehlo.reshape %120 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %122 = stablehlo.broadcast_in_dim %121, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %123 = stablehlo.multiply %45, %122 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %124 = stablehlo.slice %44 [0:2, 0:8, 0:2, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %125 = stablehlo.sine %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %126 = stablehlo.sine %114 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %127 = stablehlo.reshape %125 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %128 = stablehlo.reshape %126 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %130 = stablehlo.reshape %129 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %132 = stablehlo.multiply %124, %131 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %133 = stablehlo.subtract %123, %132 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %134 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %135 = stablehlo.reshape %134 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %136 = stablehlo.broadcast_in_dim %135, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %137 = stablehlo.multiply %45, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %138 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %139 = stablehlo.reshape %138 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %140 = stablehlo.broadcast_in_dim %139, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %141 = stablehlo.multiply %124, %140 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %142 = stablehlo.add %137, %141 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %143 = stablehlo.concatenate %133, %142, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={l}>} : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %144 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=8, l=32} reduction={l}>} : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %145 = stablehlo.reshape %144 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %146 = stablehlo.slice %145 [0:2, 0:8, 0:2, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %147 = stablehlo.convert %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %148 = stablehlo.convert %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %149 = stablehlo.convert %52 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %150 = stablehlo.convert %53 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %151 = stablehlo.reshape %147 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %152 = stablehlo.reshape %148 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %153 = stablehlo.reshape %149 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %154 = stablehlo.reshape %150 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %155 = stablehlo.broadcast_in_dim %151, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %156 = stablehlo.broadcast_in_dim %152, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %157 = stablehlo.broadcast_in_dim %153, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %158 = stablehlo.broadcast_in_dim %154, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %159 = stablehlo.reshape %155 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %160 = stablehlo.reshape %156 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %161 = stablehlo.reshape %157 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %162 = stablehlo.reshape %158 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %163 = stablehlo.broadcast_in_dim %159, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %164 = stablehlo.broadcast_in_dim %160, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %165 = stablehlo.broadcast_in_dim %161, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %166 = stablehlo.broadcast_in_dim %162, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %167 = stablehlo.iota dim = 0 : tensor<2xf32>
      %168 = stablehlo.iota dim = 0 : tensor<2xf32>
      %169 = stablehlo.iota dim = 0 : tensor<2xf32>
      %170 = stablehlo.iota dim = 0 : tensor<2xf32>
      %171 = stablehlo.divide %167, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %172 = stablehlo.divide %168, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %173 = stablehlo.divide %169, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %174 = stablehlo.divide %170, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %175 = stablehlo.power %77, %171 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %176 = stablehlo.power %77, %172 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %177 = stablehlo.power %77, %173 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %178 = stablehlo.power %77, %174 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %179 = stablehlo.divide %75, %175 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %180 = stablehlo.divide %75, %176 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %181 = stablehlo.divide %75, %177 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %182 = stablehlo.divide %75, %178 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %183 = stablehlo.reshape %179 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %184 = stablehlo.reshape %180 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %185 = stablehlo.reshape %181 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %186 = stablehlo.reshape %182 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %187 = stablehlo.broadcast_in_dim %183, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %188 = stablehlo.broadcast_in_dim %184, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %189 = stablehlo.broadcast_in_dim %185, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %190 = stablehlo.broadcast_in_dim %186, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %191 = stablehlo.reshape %187 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %192 = stablehlo.reshape %188 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %193 = stablehlo.reshape %189 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %194 = stablehlo.reshape %190 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %195 = stablehlo.broadcast_in_dim %191, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %196 = stablehlo.broadcast_in_dim %192, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %197 = stablehlo.broadcast_in_dim %193, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %198 = stablehlo.broadcast_in_dim %194, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %199 = stablehlo.multiply %163, %195 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %200 = stablehlo.multiply %164, %196 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %201 = stablehlo.multiply %165, %197 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %202 = stablehlo.multiply %166, %198 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %203 = stablehlo.cosine %199 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %204 = stablehlo.cosine %202 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %205 = stablehlo.reshape %203 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %206 = stablehlo.reshape %204 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %208 = stablehlo.reshape %207 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %209 = stablehlo.broadcast_in_dim %208, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %210 = stablehlo.multiply %146, %209 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %211 = stablehlo.slice %145 [0:2, 0:8, 0:2, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %212 = stablehlo.sine %200 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %213 = stablehlo.sine %201 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %214 = stablehlo.reshape %212 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %215 = stablehlo.reshape %213 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %216 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %217 = stablehlo.reshape %216 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %218 = stablehlo.broadcast_in_dim %217, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %219 = stablehlo.multiply %211, %218 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %220 = stablehlo.subtract %210, %219 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %221 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %222 = stablehlo.reshape %221 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %223 = stablehlo.broadcast_in_dim %222, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %224 = stablehlo.multiply %146, %223 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %225 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %226 = stablehlo.reshape %225 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %227 = stablehlo.broadcast_in_dim %226, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %228 = stablehlo.multiply %211, %227 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %229 = stablehlo.add %224, %228 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %230 = stablehlo.concatenate %220, %229, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={l}>} : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %231 = stablehlo.compare LT, %21, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %232 = stablehlo.add %21, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %233 = stablehlo.select %231, %232, %21 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %234 = stablehlo.dynamic_slice %230, %3, %3, %233, %3, sizes = [2, 8, 1, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [], [], [], [])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={k} blocked_propagation={k}>} : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([i, j, k, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2x4xf32>
      %236 = stablehlo.reshape %235 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x2x4xf32>
      %237 = stablehlo.dot_general %143, %236, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=2, k=8, l=8, m=4} reduction={m}>} : (tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) -> tensor<2x2x8x8xf32>
      %238 = stablehlo.broadcast_in_dim %82, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %239 = stablehlo.divide %237, %238 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %240 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %241 = stablehlo.broadcast_in_dim %240, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %242 = stablehlo.select %42, %239, %241 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
      %243 = sdy.constant dense<0xFF800000> : tensor<f32>
      %244 = stablehlo.reduce(%242 init: %243) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=8, l=8} reduction={l}>} : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %245 = stablehlo.broadcast_in_dim %243, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=2, k=8}>} : (tensor<f32>) -> tensor<2x2x8xf32>
      %246 = stablehlo.maximum %244, %245 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=2, k=8}>} : tensor<2x2x8xf32>
      %247 = stablehlo.reshape %246 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %249 = stablehlo.reshape %248 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %251 = stablehlo.subtract %242, %250 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %252 = stablehlo.exponential %251 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %253 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %254 = stablehlo.reduce(%252 init: %253) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=8, l=8} reduction={l}>} : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %255 = stablehlo.reshape %254 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %257 = stablehlo.reshape %256 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %259 = stablehlo.divide %252, %258 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %260 = stablehlo.dot_general %27, %259, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=2, k=4, l=8, m=8} reduction={m}>} : (tensor<2x8x2x4xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x4x8xf32>
      %261 = stablehlo.transpose %260, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>, xla_shape = "f32[2,8,2,4]{1,3,2,0}"} : (tensor<2x2x4x8xf32>) -> tensor<2x8x2x4xf32>
      %262 = stablehlo.reshape %261 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x8xf32>
      %263 = stablehlo.dot_general %262, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=32, l=8} reduction={l}>} : (tensor<2x8x8xf32>, tensor<8x32xf32>) -> tensor<2x8x32xf32>
      %264 = "stablehlo.all_reduce"(%263) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %265 = stablehlo.add %arg10, %arg11 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
        stablehlo.return %265 : tensor<f32>
      }) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=32}>} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
      sdy.return %264 : tensor<2x8x32xf32>
    } : (tensor<2x8x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    return %0 : tensor<2x8x32xf32>
  }
}
