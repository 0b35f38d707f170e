module @jit_ring_matmul_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}) -> (tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>] out_shardings=[<@mesh, [{}, {"tp"}]>] manual_axes={"tp"} (%arg2: tensor<4x32xf32>, %arg3: tensor<32x16xf32>) {
      %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=16, j=16}>} : (tensor<f32>) -> tensor<16x16xf32>
      %3 = stablehlo.dot %arg2, %arg3, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=4, j=16, k=32} reduction={k}>} : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %4 = stablehlo.multiply %3, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %5 = stablehlo.multiply %4, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %6 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=4, j=16}>} : (tensor<f32>) -> tensor<4x16xf32>
      %8 = stablehlo.multiply %5, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %9 = stablehlo.add %3, %8 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %10 = sdy.constant dense<0.797884583> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=4, j=16}>} : (tensor<f32>) -> tensor<4x16xf32>
      %12 = stablehlo.multiply %9, %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %13 = stablehlo.tanh %12 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %14 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=4, j=16}>} : (tensor<f32>) -> tensor<4x16xf32>
      %16 = stablehlo.add %13, %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %17 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=4, j=16}>} : (tensor<f32>) -> tensor<4x16xf32>
      %19 = stablehlo.multiply %16, %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %20 = stablehlo.multiply %3, %19 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %21 = stablehlo.partition_id : tensor<ui32>
      %22 = sdy.constant dense<1> : tensor<ui32>
      %23 = stablehlo.divide %21, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %24 = sdy.constant dense<4> : tensor<ui32>
      %25 = stablehlo.remainder %23, %24 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %26 = stablehlo.convert %25 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<ui32>) -> tensor<i32>
      %27 = sdy.constant dense<4> : tensor<i32>
      %28 = sdy.constant dense<0> : tensor<i32>
      %29 = stablehlo.compare EQ, %27, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = sdy.constant dense<1> : tensor<i32>
      %31 = stablehlo.select %29, %30, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %32 = stablehlo.remainder %26, %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %33 = stablehlo.compare LT, %32, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %34 = stablehlo.compare LT, %31, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %35 = stablehlo.compare NE, %33, %34 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %36 = stablehlo.compare NE, %32, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %37 = stablehlo.and %35, %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %38 = stablehlo.add %32, %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %39 = stablehlo.select %37, %38, %32 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %40 = stablehlo.multiply %39, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %41 = stablehlo.compare LT, %40, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %42 = sdy.constant dense<16> : tensor<i32>
      %43 = stablehlo.add %40, %42 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %44 = stablehlo.select %41, %43, %40 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %45 = stablehlo.dynamic_update_slice %2, %20, %44, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [j, k], [], [])->([i, k]) {i=16, j=4, k=16} need_replication={j}>} : (tensor<16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      %46 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=32}>} : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %47 = stablehlo.dot %46, %arg3, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=4, j=16, k=32} reduction={k}>} : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %48 = stablehlo.multiply %47, %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %49 = stablehlo.multiply %48, %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %50 = stablehlo.multiply %49, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %51 = stablehlo.add %47, %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %52 = stablehlo.multiply %51, %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %53 = stablehlo.tanh %52 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %54 = stablehlo.add %53, %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %55 = stablehlo.multiply %54, %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %56 = stablehlo.multiply %47, %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %57 = stablehlo.subtract %26, %30 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %58 = stablehlo.compare EQ, %27, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %59 = stablehlo.select %58, %30, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %60 = stablehlo.remainder %57, %59 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %61 = stablehlo.compare LT, %60, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %62 = stablehlo.compare LT, %59, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %63 = stablehlo.compare NE, %61, %62 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %64 = stablehlo.compare NE, %60, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %65 = stablehlo.and %63, %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %66 = stablehlo.add %60, %59 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %67 = stablehlo.select %65, %66, %60 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %68 = stablehlo.multiply %67, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %69 = stablehlo.compare LT, %68, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %70 = stablehlo.add %68, %42 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %71 = stablehlo.select %69, %70, %68 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %72 = stablehlo.dynamic_update_slice %45, %56, %71, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [j, k], [], [])->([i, k]) {i=16, j=4, k=16} need_replication={j}>} : (tensor<16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      %73 = "stablehlo.collective_permute"(%46) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=32}>} : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %74 = stablehlo.dot %73, %arg3, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=4, j=16, k=32} reduction={k}>} : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %75 = stablehlo.multiply %74, %74 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %76 = stablehlo.multiply %75, %74 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %77 = stablehlo.multiply %76, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %78 = stablehlo.add %74, %77 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %79 = stablehlo.multiply %78, %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %80 = stablehlo.tanh %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %81 = stablehlo.add %80, %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %82 = stablehlo.multiply %81, %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %83 = stablehlo.multiply %74, %82 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %84 = sdy.constant dense<2> : tensor<i32>
      %85 = stablehlo.subtract %26, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %86 = stablehlo.compare EQ, %27, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %87 = stablehlo.select %86, %30, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %88 = stablehlo.remainder %85, %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %89 = stablehlo.compare LT, %88, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %90 = stablehlo.compare LT, %87, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %91 = stablehlo.compare NE, %89, %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %92 = stablehlo.compare NE, %88, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %93 = stablehlo.and %91, %92 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %94 = stablehlo.add %88, %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %95 = stablehlo.select %93, %94, %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %96 = stablehlo.multiply %95, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %97 = stablehlo.compare LT, %96, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %98 = stablehlo.add %96, %42 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %99 = stablehlo.select %97, %98, %96 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %100 = stablehlo.dynamic_update_slice %72, %83, %99, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [j, k], [], [])->([i, k]) {i=16, j=4, k=16} need_replication={j}>} : (tensor<16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      %101 = "stablehlo.collective_permute"(%73) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=32}>} : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %102 = stablehlo.dot %101, %arg3, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=4, j=16, k=32} reduction={k}>} : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %103 = stablehlo.multiply %102, %102 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %104 = stablehlo.multiply %103, %102 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %105 = stablehlo.multiply %104, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %106 = stablehlo.add %102, %105 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %107 = stablehlo.multiply %106, %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %108 = stablehlo.tanh %107 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %109 = stablehlo.add %108, %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %110 = stablehlo.multiply %109, %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %111 = stablehlo.multiply %102, %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : tensor<4x16xf32>
      %112 = sdy.constant dense<3> : tensor<i32>
      %113 = stablehlo.subtract %26, %112 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %114 = stablehlo.compare EQ, %27, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %115 = stablehlo.select %114, %30, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %116 = stablehlo.remainder %113, %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %117 = stablehlo.compare LT, %116, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %118 = stablehlo.compare LT, %115, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.compare NE, %117, %118 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %120 = stablehlo.compare NE, %116, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %121 = stablehlo.and %119, %120 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %122 = stablehlo.add %116, %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %123 = stablehlo.select %121, %122, %116 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %124 = stablehlo.multiply %123, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %125 = stablehlo.compare LT, %124, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %126 = stablehlo.add %124, %42 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %127 = stablehlo.select %125, %126, %124 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %128 = stablehlo.dynamic_update_slice %100, %111, %127, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [j, k], [], [])->([i, k]) {i=16, j=4, k=16} need_replication={j}>} : (tensor<16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      sdy.return %128 : tensor<16x16xf32>
    } : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
}
