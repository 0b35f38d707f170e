module @jit_gqa_tp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=8]> {stablehlo.mesh = {axes = [{name = "tp", size = 8 : i64}]}}
  func.func @main(%arg0: tensor<2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<2x8x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{}, {}, {}]>] manual_axes={"tp"} (%arg5: tensor<2x8x32xf32>, %arg6: tensor<32x4xf32>, %arg7: tensor<32x8xf32>, %arg8: tensor<32x8xf32>, %arg9: tensor<4x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=8, l=32} reduction={l}>} : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %2 = stablehlo.reshape %1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %3 = sdy.constant dense<0> : tensor<i32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %7 = sdy.constant dense<8> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %9 = stablehlo.convert %8 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<ui32>) -> tensor<i32>
      %10 = stablehlo.sign %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : tensor<i32>
      %11 = sdy.constant dense<4> : tensor<i32>
      %12 = stablehlo.sign %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : tensor<i32>
      %13 = stablehlo.compare NE, %10, %12 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %14 = stablehlo.remainder %9, %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %15 = stablehlo.compare NE, %14, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.and %13, %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %17 = stablehlo.divide %9, %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %18 = sdy.constant dense<1> : tensor<i32>
      %19 = stablehlo.subtract %17, %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %20 = stablehlo.select %16, %19, %17 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %21 = stablehlo.compare LT, %20, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %22 = sdy.constant dense<2> : tensor<i32>
      %23 = stablehlo.add %20, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %24 = stablehlo.select %21, %23, %20 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %25 = stablehlo.dynamic_slice %2, %3, %3, %24, %3, sizes = [2, 8, 1, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [], [], [], [])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={k} blocked_propagation={k}>} : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %26 = stablehlo.iota dim = 0 : tensor<8xi32>
      %27 = stablehlo.reshape %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xi32>) -> tensor<8x1xi32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8x1xi32>
      %29 = stablehlo.reshape %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8xi32>
      %30 = stablehlo.broadcast_in_dim %29, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
      %31 = stablehlo.iota dim = 0 : tensor<8xi32>
      %32 = stablehlo.reshape %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=8}>} : (tensor<8xi32>) -> tensor<1x8xi32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<1x8xi32>
      %34 = stablehlo.reshape %33 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<8xi32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
      %36 = stablehlo.compare GE, %30, %35 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %37 = stablehlo.reshape %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
      %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
      %39 = stablehlo.reshape %38 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, m])->([k, l, m]) {i=1, j=1, k=1, l=8, m=8}>} : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
      %40 = stablehlo.broadcast_in_dim %39, dims = [1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, l])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
      %41 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=4, l=32} reduction={l}>} : (tensor<2x8x32xf32>, tensor<32x4xf32>) -> tensor<2x8x4xf32>
      %42 = stablehlo.reshape %41 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=2, j=8, k=1, l=4}>} : (tensor<2x8x4xf32>) -> tensor<2x8x1x4xf32>
      %43 = stablehlo.slice %42 [0:2, 0:8, 0:1, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=4} permutation={l}>} : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2xf32>
      %44 = stablehlo.iota dim = 0 : tensor<8xi32>
      %45 = stablehlo.iota dim = 0 : tensor<8xi32>
      %46 = stablehlo.iota dim = 0 : tensor<8xi32>
      %47 = stablehlo.iota dim = 0 : tensor<8xi32>
      %48 = stablehlo.iota dim = 0 : tensor<8xi32>
      %49 = stablehlo.iota dim = 0 : tensor<8xi32>
      %50 = stablehlo.iota dim = 0 : tensor<8xi32>
      %51 = stablehlo.iota dim = 0 : tensor<8xi32>
      %52 = stablehlo.convert %44 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %53 = stablehlo.convert %45 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %54 = stablehlo.convert %46 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %55 = stablehlo.convert %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %56 = stablehlo.reshape %52 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %57 = stablehlo.reshape %53 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %58 = stablehlo.reshape %54 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %59 = stablehlo.reshape %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %60 = stablehlo.broadcast_in_dim %56, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %61 = stablehlo.broadcast_in_dim %57, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %64 = stablehlo.reshape %60 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %65 = stablehlo.reshape %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %66 = stablehlo.reshape %62 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %67 = stablehlo.reshape %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %68 = stablehlo.broadcast_in_dim %64, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %69 = stablehlo.broadcast_in_dim %65, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %70 = stablehlo.broadcast_in_dim %66, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %71 = stablehlo.broadcast_in_dim %67, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %72 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %74 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %75 = stablehlo.broadcast_in_dim %74, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %76 = stablehlo.iota dim = 0 : tensor<2xf32>
      %77 = stablehlo.iota dim = 0 : tensor<2xf32>
      %78 = stablehlo.iota dim = 0 : tensor<2xf32>
      %79 = stablehlo.iota dim = 0 : tensor<2xf32>
      %80 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %80, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %82 = stablehlo.divide %76, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %83 = stablehlo.divide %77, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %84 = stablehlo.divide %78, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %85 = stablehlo.divide %79, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %86 = stablehlo.power %75, %82 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %87 = stablehlo.power %75, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %88 = stablehlo.power %75, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %89 = stablehlo.power %75, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %90 = stablehlo.divide %73, %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %91 = stablehlo.divide %73, %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %92 = stablehlo.divide %73, %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %93 = stablehlo.divide %73, %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %94 = stablehlo.reshape %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %95 = stablehlo.reshape %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %96 = stablehlo.reshape %92 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %97 = stablehlo.reshape %93 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %98 = stablehlo.broadcast_in_dim %94, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %99 = stablehlo.broadcast_in_dim %95, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %100 = stablehlo.broadcast_in_dim %96, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %101 = stablehlo.broadcast_in_dim %97, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %102 = stablehlo.reshape %98 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %103 = stablehlo.reshape %99 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %104 = stablehlo.reshape %100 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %105 = stablehlo.reshape %101 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %106 = stablehlo.broadcast_in_dim %102, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %107 = stablehlo.broadcast_in_dim %103, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %108 = stablehlo.broadcast_in_dim %104, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %109 = stablehlo.broadcast_in_dim %105, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %110 = stablehlo.multiply %68, %106 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %111 = stablehlo.multiply %69, %107 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %112 = stablehlo.multiply %70, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %113 = stablehlo.multiply %71, %109 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %114 = stablehlo.cosine %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %115 = stablehlo.cosine %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %116 = stablehlo.reshape %114 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %117 = stablehlo.reshape %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %119 = stablehlo.reshape %118 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([j, l, m]) {i=1, j=8, k=1, l=1, m=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %121 = stablehlo.multiply %43, %120 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : tensor<2x8x1x2xf32>
      %122 = stablehlo.slice %42 [0:2, 0:8, 0:1, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=4} permutation={l}>} : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2xf32>
      %123 = stablehlo.sine %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %124 = stablehlo.sine %112 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %125 = stablehlo.reshape %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %126 = stablehlo.reshape %124 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %128 = stablehlo.reshape %127 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([j, l, m]) {i=1, j=8, k=1, l=1, m=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %130 = stablehlo.multiply %122, %129 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : tensor<2x8x1x2xf32>
      %131 = stablehlo.subtract %121, %130 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : tensor<2x8x1x2xf32>
      %132 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %133 = stablehlo.reshape %132 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([j, l, m]) {i=1, j=8, k=1, l=1, m=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %135 = stablehlo.multiply %43, %134 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : tensor<2x8x1x2xf32>
      %136 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %137 = stablehlo.reshape %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([j, l, m]) {i=1, j=8, k=1, l=1, m=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x1x2xf32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : (tensor<8x1x2xf32>) -> tensor<2x8x1x2xf32>
      %139 = stablehlo.multiply %122, %138 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : tensor<2x8x1x2xf32>
      %140 = stablehlo.add %135, %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=2}>} : tensor<2x8x1x2xf32>
      %141 = stablehlo.concatenate %131, %140, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=1, l=4} need_replication={l}>} : (tensor<2x8x1x2xf32>, tensor<2x8x1x2xf32>) -> tensor<2x8x1x4xf32>
      %142 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=8, l=32} reduction={l}>} : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %143 = stablehlo.reshape %142 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %144 = stablehlo.slice %143 [0:2, 0:8, 0:2, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %145 = stablehlo.convert %48 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %146 = stablehlo.convert %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %147 = stablehlo.convert %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %148 = stablehlo.convert %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %149 = stablehlo.reshape %145 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %150 = stablehlo.reshape %146 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %151 = stablehlo.reshape %147 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %152 = stablehlo.reshape %148 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %153 = stablehlo.broadcast_in_dim %149, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %154 = stablehlo.broadcast_in_dim %150, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %155 = stablehlo.broadcast_in_dim %151, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %156 = stablehlo.broadcast_in_dim %152, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %157 = stablehlo.reshape %153 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %158 = stablehlo.reshape %154 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %159 = stablehlo.reshape %155 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %160 = stablehlo.reshape %156 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %161 = stablehlo.broadcast_in_dim %157, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %162 = stablehlo.broadcast_in_dim %158, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %163 = stablehlo.broadcast_in_dim %159, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %164 = stablehlo.broadcast_in_dim %160, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %165 = stablehlo.iota dim = 0 : tensor<2xf32>
      %166 = stablehlo.iota dim = 0 : tensor<2xf32>
      %167 = stablehlo.iota dim = 0 : tensor<2xf32>
      %168 = stablehlo.iota dim = 0 : tensor<2xf32>
      %169 = stablehlo.divide %165, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %170 = stablehlo.divide %166, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %171 = stablehlo.divide %167, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %172 = stablehlo.divide %168, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %173 = stablehlo.power %75, %169 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %174 = stablehlo.power %75, %170 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %175 = stablehlo.power %75, %171 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %176 = stablehlo.power %75, %172 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %177 = stablehlo.divide %73, %173 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %178 = stablehlo.divide %73, %174 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %179 = stablehlo.divide %73, %175 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %180 = stablehlo.divide %73, %176 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %181 = stablehlo.reshape %177 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %182 = stablehlo.reshape %178 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %183 = stablehlo.reshape %179 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %184 = stablehlo.reshape %180 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %185 = stablehlo.broadcast_in_dim %181, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %186 = stablehlo.broadcast_in_dim %182, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %187 = stablehlo.broadcast_in_dim %183, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %188 = stablehlo.broadcast_in_dim %184, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %189 = stablehlo.reshape %185 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %190 = stablehlo.reshape %186 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %191 = stablehlo.reshape %187 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %192 = stablehlo.reshape %188 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %193 = stablehlo.broadcast_in_dim %189, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %194 = stablehlo.broadcast_in_dim %190, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %195 = stablehlo.broadcast_in_dim %191, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %196 = stablehlo.broadcast_in_dim %192, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %197 = stablehlo.multiply %161, %193 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %198 = stablehlo.multiply %162, %194 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %199 = stablehlo.multiply %163, %195 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %200 = stablehlo.multiply %164, %196 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %201 = stablehlo.cosine %197 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %202 = stablehlo.cosine %200 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %203 = stablehlo.reshape %201 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %204 = stablehlo.reshape %202 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %205 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %206 = stablehlo.reshape %205 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %207 = stablehlo.broadcast_in_dim %206, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %208 = stablehlo.multiply %144, %207 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %209 = stablehlo.slice %143 [0:2, 0:8, 0:2, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %210 = stablehlo.sine %198 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %211 = stablehlo.sine %199 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %212 = stablehlo.reshape %210 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %213 = stablehlo.reshape %211 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %215 = stablehlo.reshape %214 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %216 = stablehlo.broadcast_in_dim %215, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %217 = stablehlo.multiply %209, %216 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %218 = stablehlo.subtract %208, %217 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %219 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %220 = stablehlo.reshape %219 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %221 = stablehlo.broadcast_in_dim %220, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %222 = stablehlo.multiply %144, %221 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %223 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %224 = stablehlo.reshape %223 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %225 = stablehlo.broadcast_in_dim %224, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %226 = stablehlo.multiply %209, %225 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %227 = stablehlo.add %222, %226 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %228 = stablehlo.concatenate %218, %227, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={l}>} : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %229 = stablehlo.compare LT, %20, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %230 = stablehlo.add %20, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %231 = stablehlo.select %229, %230, %20 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %232 = stablehlo.dynamic_slice %228, %3, %3, %231, %3, sizes = [2, 8, 1, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [], [], [], [])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={k} blocked_propagation={k}>} : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %233 = stablehlo.dot_general %141, %232, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=1, k=8, l=8, m=4} reduction={m}>} : (tensor<2x8x1x4xf32>, tensor<2x8x1x4xf32>) -> tensor<2x1x8x8xf32>
      %234 = stablehlo.broadcast_in_dim %80, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : (tensor<f32>) -> tensor<2x1x8x8xf32>
      %235 = stablehlo.divide %233, %234 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : tensor<2x1x8x8xf32>
      %236 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %237 = stablehlo.broadcast_in_dim %236, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : (tensor<f32>) -> tensor<2x1x8x8xf32>
      %238 = stablehlo.select %40, %235, %237 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
      %239 = sdy.constant dense<0xFF800000> : tensor<f32>
      %240 = stablehlo.reduce(%238 init: %239) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=1, k=8, l=8} reduction={l}>} : (tensor<2x1x8x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
      %241 = stablehlo.broadcast_in_dim %239, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=1, k=8}>} : (tensor<f32>) -> tensor<2x1x8xf32>
      %242 = stablehlo.maximum %240, %241 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=1, k=8}>} : tensor<2x1x8xf32>
      %243 = stablehlo.reshape %242 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, k, l, m]) {i=2, j=1, k=1, l=8, m=1}>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x1xf32>
      %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=1, k=8, l=1}>} : (tensor<2x1x8x1xf32>) -> tensor<2x1x8x1xf32>
      %245 = stablehlo.reshape %244 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, m])->([i, k, l]) {i=2, j=1, k=1, l=8, m=1}>} : (tensor<2x1x8x1xf32>) -> tensor<2x1x8xf32>
      %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x8xf32>
      %247 = stablehlo.subtract %238, %246 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : tensor<2x1x8x8xf32>
      %248 = stablehlo.exponential %247 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : tensor<2x1x8x8xf32>
      %249 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %250 = stablehlo.reduce(%248 init: %249) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=1, k=8, l=8} reduction={l}>} : (tensor<2x1x8x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
      %251 = stablehlo.reshape %250 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, k, l, m]) {i=2, j=1, k=1, l=8, m=1}>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x1xf32>
      %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=1, k=8, l=1}>} : (tensor<2x1x8x1xf32>) -> tensor<2x1x8x1xf32>
      %253 = stablehlo.reshape %252 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, m])->([i, k, l]) {i=2, j=1, k=1, l=8, m=1}>} : (tensor<2x1x8x1xf32>) -> tensor<2x1x8xf32>
      %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : (tensor<2x1x8xf32>) -> tensor<2x1x8x8xf32>
      %255 = stablehlo.divide %248, %254 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=1, k=8, l=8}>} : tensor<2x1x8x8xf32>
      %256 = stablehlo.dot_general %25, %255, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=1, k=4, l=8, m=8} reduction={m}>} : (tensor<2x8x1x4xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x4x8xf32>
      %257 = stablehlo.transpose %256, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=8, k=1, l=4}>, xla_shape = "f32[2,8,1,4]{1,3,2,0}"} : (tensor<2x1x4x8xf32>) -> tensor<2x8x1x4xf32>
      %258 = stablehlo.reshape %257 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, l]) {i=2, j=8, k=1, l=4}>} : (tensor<2x8x1x4xf32>) -> tensor<2x8x4xf32>
      %259 = stablehlo.dot_general %258, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=32, l=4} reduction={l}>} : (tensor<2x8x4xf32>, tensor<4x32xf32>) -> tensor<2x8x32xf32>
      %260 = "stablehlo.all_reduce"(%259) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %261 = stablehlo.add %arg10, %arg11 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
        stablehlo.return %261 : tensor<f32>
      }) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=32}>} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
      sdy.return %260 : tensor<2x8x32xf32>
    } : (tensor<2x8x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    return %0 : tensor<2x8x32xf32>
  }
}
