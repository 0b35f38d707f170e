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
      %45 = stablehlo.reshape %44 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=8, k=4, l=2}>} : (tensor<2x8x8xf32>) -> tensor<2x8x4x2xf32>
      %46 = stablehlo.transpose %45, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, k])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>, xla_shape = "f32[2,8,2,4]{2,3,1,0}"} : (tensor<2x8x4x2xf32>) -> tensor<2x8x2x4xf32>
      %47 = stablehlo.slice %46 [0:2, 0:8, 0:2, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %48 = stablehlo.iota dim = 0 : tensor<8xi32>
      %49 = stablehlo.iota dim = 0 : tensor<8xi32>
      %50 = stablehlo.iota dim = 0 : tensor<8xi32>
      %51 = stablehlo.iota dim = 0 : tensor<8xi32>
      %52 = stablehlo.iota dim = 0 : tensor<8xi32>
      %53 = stablehlo.iota dim = 0 : tensor<8xi32>
      %54 = stablehlo.iota dim = 0 : tensor<8xi32>
      %55 = stablehlo.iota dim = 0 : tensor<8xi32>
      %56 = stablehlo.convert %48 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %57 = stablehlo.convert %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %58 = stablehlo.convert %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %59 = stablehlo.convert %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %60 = stablehlo.reshape %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %61 = stablehlo.reshape %57 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %62 = stablehlo.reshape %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %63 = stablehlo.reshape %59 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %66 = stablehlo.broadcast_in_dim %62, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %67 = stablehlo.broadcast_in_dim %63, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %68 = stablehlo.reshape %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %69 = stablehlo.reshape %65 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %70 = stablehlo.reshape %66 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %71 = stablehlo.reshape %67 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %72 = stablehlo.broadcast_in_dim %68, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %73 = stablehlo.broadcast_in_dim %69, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %74 = stablehlo.broadcast_in_dim %70, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %75 = stablehlo.broadcast_in_dim %71, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %76 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %78 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %80 = stablehlo.iota dim = 0 : tensor<2xf32>
      %81 = stablehlo.iota dim = 0 : tensor<2xf32>
      %82 = stablehlo.iota dim = 0 : tensor<2xf32>
      %83 = stablehlo.iota dim = 0 : tensor<2xf32>
      %84 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %86 = stablehlo.divide %80, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %87 = stablehlo.divide %81, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %88 = stablehlo.divide %82, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %89 = stablehlo.divide %83, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %90 = stablehlo.power %79, %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %91 = stablehlo.power %79, %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %92 = stablehlo.power %79, %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %93 = stablehlo.power %79, %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %94 = stablehlo.divide %77, %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %95 = stablehlo.divide %77, %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %96 = stablehlo.divide %77, %92 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %97 = stablehlo.divide %77, %93 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %98 = stablehlo.reshape %94 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %99 = stablehlo.reshape %95 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %100 = stablehlo.reshape %96 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %101 = stablehlo.reshape %97 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %102 = stablehlo.broadcast_in_dim %98, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %103 = stablehlo.broadcast_in_dim %99, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %104 = stablehlo.broadcast_in_dim %100, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %105 = stablehlo.broadcast_in_dim %101, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %106 = stablehlo.reshape %102 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %107 = stablehlo.reshape %103 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %108 = stablehlo.reshape %104 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %109 = stablehlo.reshape %105 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %110 = stablehlo.broadcast_in_dim %106, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %111 = stablehlo.broadcast_in_dim %107, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %112 = stablehlo.broadcast_in_dim %108, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %113 = stablehlo.broadcast_in_dim %109, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %114 = stablehlo.multiply %72, %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %115 = stablehlo.multiply %73, %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %116 = stablehlo.multiply %74, %112 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %117 = stablehlo.multiply %75, %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %118 = stablehlo.cosine %114 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %119 = stablehlo.cosine %117 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %120 = stablehlo.reshape %118 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %121 = stablehlo.reshape %119 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %123 = stablehlo.reshape %122 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %124 = stablehlo.broadcast_in_dim %123, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %125 = stablehlo.multiply %47, %124 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %126 = stablehlo.slice %46 [0:2, 0:8, 0:2, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %127 = stablehlo.sine %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %128 = stablehlo.sine %116 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %129 = stablehlo.reshape %127 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %130 = stablehlo.reshape %128 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %131 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %132 = stablehlo.reshape %131 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %134 = stablehlo.multiply %126, %133 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %135 = stablehlo.subtract %125, %134 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %136 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %137 = stablehlo.reshape %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %139 = stablehlo.multiply %47, %138 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %140 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %141 = stablehlo.reshape %140 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %143 = stablehlo.multiply %126, %142 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %144 = stablehlo.add %139, %143 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %145 = stablehlo.concatenate %135, %144, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={l}>} : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %146 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=8, l=32} reduction={l}>} : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %147 = stablehlo.reshape %146 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %148 = stablehlo.slice %147 [0:2, 0:8, 0:2, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %149 = stablehlo.convert %52 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %150 = stablehlo.convert %53 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %151 = stablehlo.convert %54 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %152 = stablehlo.convert %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
      %153 = stablehlo.reshape %149 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %154 = stablehlo.reshape %150 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %155 = stablehlo.reshape %151 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %156 = stablehlo.reshape %152 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %157 = stablehlo.broadcast_in_dim %153, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %158 = stablehlo.broadcast_in_dim %154, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %159 = stablehlo.broadcast_in_dim %155, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %160 = stablehlo.broadcast_in_dim %156, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %161 = stablehlo.reshape %157 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %162 = stablehlo.reshape %158 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %163 = stablehlo.reshape %159 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %164 = stablehlo.reshape %160 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %165 = stablehlo.broadcast_in_dim %161, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %166 = stablehlo.broadcast_in_dim %162, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %167 = stablehlo.broadcast_in_dim %163, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %168 = stablehlo.broadcast_in_dim %164, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %169 = stablehlo.iota dim = 0 : tensor<2xf32>
      %170 = stablehlo.iota dim = 0 : tensor<2xf32>
      %171 = stablehlo.iota dim = 0 : tensor<2xf32>
      %172 = stablehlo.iota dim = 0 : tensor<2xf32>
      %173 = stablehlo.divide %169, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %174 = stablehlo.divide %170, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %175 = stablehlo.divide %171, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %176 = stablehlo.divide %172, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %177 = stablehlo.power %79, %173 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %178 = stablehlo.power %79, %174 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %179 = stablehlo.power %79, %175 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %180 = stablehlo.power %79, %176 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %181 = stablehlo.divide %77, %177 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %182 = stablehlo.divide %77, %178 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %183 = stablehlo.divide %77, %179 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %184 = stablehlo.divide %77, %180 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %185 = stablehlo.reshape %181 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %186 = stablehlo.reshape %182 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %187 = stablehlo.reshape %183 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %188 = stablehlo.reshape %184 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %189 = stablehlo.broadcast_in_dim %185, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %190 = stablehlo.broadcast_in_dim %186, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %191 = stablehlo.broadcast_in_dim %187, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %192 = stablehlo.broadcast_in_dim %188, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %193 = stablehlo.reshape %189 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %194 = stablehlo.reshape %190 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %195 = stablehlo.reshape %191 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %196 = stablehlo.reshape %192 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %197 = stablehlo.broadcast_in_dim %193, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %198 = stablehlo.broadcast_in_dim %194, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %199 = stablehlo.broadcast_in_dim %195, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %200 = stablehlo.broadcast_in_dim %196, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
      %201 = stablehlo.multiply %165, %197 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %202 = stablehlo.multiply %166, %198 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %203 = stablehlo.multiply %167, %199 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %204 = stablehlo.multiply %168, %200 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %205 = stablehlo.cosine %201 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %206 = stablehlo.cosine %204 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %207 = stablehlo.reshape %205 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %208 = stablehlo.reshape %206 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %210 = stablehlo.reshape %209 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %211 = stablehlo.broadcast_in_dim %210, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %212 = stablehlo.multiply %148, %211 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %213 = stablehlo.slice %147 [0:2, 0:8, 0:2, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} permutation={l}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %214 = stablehlo.sine %202 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %215 = stablehlo.sine %203 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %216 = stablehlo.reshape %214 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %217 = stablehlo.reshape %215 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %219 = stablehlo.reshape %218 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %220 = stablehlo.broadcast_in_dim %219, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %221 = stablehlo.multiply %213, %220 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %222 = stablehlo.subtract %212, %221 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %223 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %224 = stablehlo.reshape %223 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %225 = stablehlo.broadcast_in_dim %224, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %226 = stablehlo.multiply %148, %225 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %227 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %228 = stablehlo.reshape %227 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %229 = stablehlo.broadcast_in_dim %228, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %230 = stablehlo.multiply %213, %229 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %231 = stablehlo.add %226, %230 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=2}>} : tensor<2x8x2x2xf32>
      %232 = stablehlo.concatenate %222, %231, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={l}>} : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %233 = stablehlo.compare LT, %22, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %234 = stablehlo.add %22, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %235 = stablehlo.select %233, %234, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %236 = stablehlo.dynamic_slice %232, %3, %3, %235, %3, sizes = [2, 8, 1, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [], [], [], [])->([i, j, k, l]) {i=2, j=8, k=2, l=4} need_replication={k} blocked_propagation={k}>} : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([i, j, k, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2x4xf32>
      %238 = stablehlo.reshape %237 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, l, m]) {i=2, j=8, k=1, l=2, m=4}>} : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x2x4xf32>
      %239 = stablehlo.dot_general %145, %238, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=2, k=8, l=8, m=4} reduction={m}>} : (tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) -> tensor<2x2x8x8xf32>
      %240 = stablehlo.broadcast_in_dim %84, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %241 = stablehlo.divide %239, %240 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %242 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %243 = stablehlo.broadcast_in_dim %242, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %244 = stablehlo.select %43, %241, %243 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
      %245 = sdy.constant dense<0xFF800000> : tensor<f32>
      %246 = stablehlo.reduce(%244 init: %245) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=8, l=8} reduction={l}>} : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %247 = stablehlo.broadcast_in_dim %245, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=2, k=8}>} : (tensor<f32>) -> tensor<2x2x8xf32>
      %248 = stablehlo.maximum %246, %247 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=2, k=8}>} : tensor<2x2x8xf32>
      %249 = stablehlo.reshape %248 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %251 = stablehlo.reshape %250 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %253 = stablehlo.subtract %244, %252 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %254 = stablehlo.exponential %253 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %255 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %256 = stablehlo.reduce(%254 init: %255) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=8, l=8} reduction={l}>} : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %257 = stablehlo.reshape %256 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %259 = stablehlo.reshape %258 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=8, l=1}>} : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %261 = stablehlo.divide %254, %260 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=8, l=8}>} : tensor<2x2x8x8xf32>
      %262 = stablehlo.dot_general %28, %261, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=2, k=4, l=8, m=8} reduction={m}>} : (tensor<2x8x2x4xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x4x8xf32>
      %263 = stablehlo.transpose %262, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=8, k=2, l=4}>, xla_shape = "f32[2,8,2,4]{1,3,2,0}"} : (tensor<2x2x4x8xf32>) -> tensor<2x8x2x4xf32>
      %264 = stablehlo.reshape %263 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=2, j=8, k=2, l=4}>} : (tensor<2x8x2x4xf32>) -> tensor<2x8x8xf32>
      %265 = stablehlo.dot_general %264, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=8, k=32, l=8} reduction={l}>} : (tensor<2x8x8xf32>, tensor<8x32xf32>) -> tensor<2x8x32xf32>
      %266 = "stablehlo.all_reduce"(%265) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %267 = stablehlo.add %arg10, %arg11 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
        stablehlo.return %267 : tensor<f32>
      }) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=32}>} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
      sdy.return %266 : tensor<2x8x32xf32>
    } : (tensor<2x8x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    return %0 : tensor<2x8x32xf32>
  }
}
