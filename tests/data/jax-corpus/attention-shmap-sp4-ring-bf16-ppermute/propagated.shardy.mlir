module @jit_ring_attention_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["sp"=4]> {stablehlo.mesh = {axes = [{name = "sp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"sp"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {"sp"}, {}]>] manual_axes={"sp"} (%arg5: tensor<2x4x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>) {
      %1 = sdy.constant dense<-1.000000e+30> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=8, k=4}>} : (tensor<f32>) -> tensor<2x8x4xf32>
      %3 = stablehlo.partition_id : tensor<ui32>
      %4 = sdy.constant dense<1> : tensor<ui32>
      %5 = stablehlo.divide %3, %4 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %6 = sdy.constant dense<4> : tensor<ui32>
      %7 = stablehlo.remainder %5, %6 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %8 = stablehlo.convert %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<ui32>) -> tensor<i32>
      %9 = sdy.constant dense<4> : tensor<i32>
      %10 = stablehlo.multiply %8, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %12 = stablehlo.iota dim = 0 : tensor<4xi32>
      %13 = stablehlo.add %11, %12 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %14 = stablehlo.reshape %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %16 = stablehlo.reshape %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4xi32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %18 = stablehlo.partition_id : tensor<ui32>
      %19 = stablehlo.divide %18, %4 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %20 = stablehlo.remainder %19, %6 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %21 = stablehlo.convert %20 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<ui32>) -> tensor<i32>
      %22 = sdy.constant dense<0> : tensor<i32>
      %23 = stablehlo.compare EQ, %9, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %24 = sdy.constant dense<1> : tensor<i32>
      %25 = stablehlo.select %23, %24, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %26 = stablehlo.remainder %21, %25 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %27 = stablehlo.compare LT, %26, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %28 = stablehlo.compare LT, %25, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %29 = stablehlo.compare NE, %27, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %30 = stablehlo.compare NE, %26, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %31 = stablehlo.and %29, %30 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %32 = stablehlo.add %26, %25 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %33 = stablehlo.select %31, %32, %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %34 = stablehlo.multiply %33, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %36 = stablehlo.iota dim = 0 : tensor<4xi32>
      %37 = stablehlo.add %35, %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %38 = stablehlo.reshape %37 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xi32>) -> tensor<1x4xi32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %40 = stablehlo.reshape %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<4xi32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %42 = stablehlo.compare GE, %17, %41 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=4}>} : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %43 = stablehlo.reshape %42 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %45 = stablehlo.reshape %44 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %47 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %48 = stablehlo.reshape %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %49 = stablehlo.slice %48 [0:2, 0:4, 0:8, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %50 = stablehlo.convert %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>} : (tensor<4xi32>) -> tensor<4xf32>
      %51 = stablehlo.reshape %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xf32>) -> tensor<4x1xf32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %53 = stablehlo.reshape %52 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4xf32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=2}>} : (tensor<4xf32>) -> tensor<4x2xf32>
      %55 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %57 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %59 = stablehlo.iota dim = 0 : tensor<2xf32>
      %60 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %62 = stablehlo.divide %59, %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %63 = stablehlo.power %58, %62 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %64 = stablehlo.divide %56, %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %65 = stablehlo.reshape %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %67 = stablehlo.reshape %66 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=2}>} : (tensor<2xf32>) -> tensor<4x2xf32>
      %69 = stablehlo.multiply %54, %68 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %70 = stablehlo.cosine %69 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %71 = stablehlo.reshape %70 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %73 = stablehlo.reshape %72 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %75 = stablehlo.multiply %49, %74 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %76 = stablehlo.slice %48 [0:2, 0:4, 0:8, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %77 = stablehlo.sine %69 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %78 = stablehlo.reshape %77 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %80 = stablehlo.reshape %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %81 = stablehlo.broadcast_in_dim %80, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %82 = stablehlo.multiply %76, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %83 = stablehlo.subtract %75, %82 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %84 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %85 = stablehlo.reshape %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %87 = stablehlo.multiply %49, %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %88 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %89 = stablehlo.reshape %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %91 = stablehlo.multiply %76, %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %92 = stablehlo.add %87, %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %93 = stablehlo.concatenate %83, %92, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} need_replication={l}>} : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %94 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %95 = stablehlo.reshape %94 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %96 = stablehlo.slice %95 [0:2, 0:4, 0:8, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %97 = stablehlo.convert %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>} : (tensor<4xi32>) -> tensor<4xf32>
      %98 = stablehlo.reshape %97 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xf32>) -> tensor<4x1xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %100 = stablehlo.reshape %99 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4xf32>
      %101 = stablehlo.broadcast_in_dim %100, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=2}>} : (tensor<4xf32>) -> tensor<4x2xf32>
      %102 = stablehlo.iota dim = 0 : tensor<2xf32>
      %103 = stablehlo.divide %102, %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %104 = stablehlo.power %58, %103 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %105 = stablehlo.divide %56, %104 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %106 = stablehlo.reshape %105 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %108 = stablehlo.reshape %107 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=2}>} : (tensor<2xf32>) -> tensor<4x2xf32>
      %110 = stablehlo.multiply %101, %109 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %111 = stablehlo.cosine %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %112 = stablehlo.reshape %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %114 = stablehlo.reshape %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %116 = stablehlo.multiply %96, %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %117 = stablehlo.slice %95 [0:2, 0:4, 0:8, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %118 = stablehlo.sine %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %119 = stablehlo.reshape %118 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %121 = stablehlo.reshape %120 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %122 = stablehlo.broadcast_in_dim %121, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %123 = stablehlo.multiply %117, %122 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %124 = stablehlo.subtract %116, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %125 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %126 = stablehlo.reshape %125 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %128 = stablehlo.multiply %96, %127 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %129 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %130 = stablehlo.reshape %129 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %132 = stablehlo.multiply %117, %131 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %133 = stablehlo.add %128, %132 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %134 = stablehlo.concatenate %124, %133, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} need_replication={l}>} : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %135 = stablehlo.dot_general %93, %134, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %136 = stablehlo.broadcast_in_dim %60, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %137 = stablehlo.divide %135, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %138 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %140 = stablehlo.select %46, %137, %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %141 = sdy.constant dense<0xFF800000> : tensor<f32>
      %142 = stablehlo.reduce(%140 init: %141) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %143 = stablehlo.maximum %142, %2 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %144 = stablehlo.subtract %2, %143 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %145 = stablehlo.exponential %144 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %146 = stablehlo.transpose %145, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, j, k]) {i=2, j=4, k=8}>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %147 = stablehlo.reshape %146 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %149 = stablehlo.reshape %148 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %151 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %152 = stablehlo.broadcast_in_dim %151, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<f32>) -> tensor<2x4x8x4xf32>
      %153 = stablehlo.multiply %150, %152 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %154 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %155 = stablehlo.reshape %154 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %156 = stablehlo.reshape %143 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %158 = stablehlo.reshape %157 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %160 = stablehlo.subtract %140, %159 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %161 = stablehlo.exponential %160 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %162 = stablehlo.dot_general %155, %161, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %163 = stablehlo.transpose %162, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %164 = stablehlo.add %153, %163 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %165 = stablehlo.reshape %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %167 = stablehlo.reshape %166 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4xi32>
      %168 = stablehlo.broadcast_in_dim %167, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %169 = stablehlo.subtract %21, %24 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %170 = stablehlo.compare EQ, %9, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %171 = stablehlo.select %170, %24, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %172 = stablehlo.remainder %169, %171 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %173 = stablehlo.compare LT, %172, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %174 = stablehlo.compare LT, %171, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %175 = stablehlo.compare NE, %173, %174 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %176 = stablehlo.compare NE, %172, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %177 = stablehlo.and %175, %176 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %178 = stablehlo.add %172, %171 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %179 = stablehlo.select %177, %178, %172 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %180 = stablehlo.multiply %179, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %181 = stablehlo.broadcast_in_dim %180, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %182 = stablehlo.iota dim = 0 : tensor<4xi32>
      %183 = stablehlo.add %181, %182 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %184 = stablehlo.reshape %183 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xi32>) -> tensor<1x4xi32>
      %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %186 = stablehlo.reshape %185 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<4xi32>
      %187 = stablehlo.broadcast_in_dim %186, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %188 = stablehlo.compare GE, %168, %187 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=4}>} : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %189 = stablehlo.reshape %188 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %191 = stablehlo.reshape %190 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %192 = stablehlo.broadcast_in_dim %191, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %193 = stablehlo.reshape %134 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, l, m])->([i, j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %194 = stablehlo.reshape %154 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, lm])->([i, j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<2x4x32xf32>) -> tensor<1x2x4x8x4xf32>
      %195 = stablehlo.concatenate %193, %194, dim = 0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m], [i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} need_replication={i}>} : (tensor<1x2x4x8x4xf32>, tensor<1x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %196 = stablehlo.convert %195 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x4x8x4xbf16>
      %197 = "stablehlo.collective_permute"(%196) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xbf16>) -> tensor<2x2x4x8x4xbf16>
      %198 = stablehlo.convert %197 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xbf16>) -> tensor<2x2x4x8x4xf32>
      %199 = stablehlo.slice %198 [0:1, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %200 = stablehlo.reshape %199 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %201 = stablehlo.dot_general %93, %200, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %202 = stablehlo.divide %201, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %203 = stablehlo.select %192, %202, %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %204 = stablehlo.reduce(%203 init: %141) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %205 = stablehlo.maximum %143, %204 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %206 = stablehlo.subtract %143, %205 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %207 = stablehlo.exponential %206 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %208 = stablehlo.transpose %207, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, j, k]) {i=2, j=4, k=8}>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %209 = stablehlo.reshape %208 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %211 = stablehlo.reshape %210 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %213 = stablehlo.multiply %164, %212 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %214 = stablehlo.slice %198 [1:2, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %215 = stablehlo.reshape %214 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %216 = stablehlo.reshape %205 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %218 = stablehlo.reshape %217 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %220 = stablehlo.subtract %203, %219 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %221 = stablehlo.exponential %220 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %222 = stablehlo.dot_general %215, %221, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %223 = stablehlo.transpose %222, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %224 = stablehlo.add %213, %223 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %225 = stablehlo.reshape %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %227 = stablehlo.reshape %226 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4xi32>
      %228 = stablehlo.broadcast_in_dim %227, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %229 = sdy.constant dense<2> : tensor<i32>
      %230 = stablehlo.subtract %21, %229 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %231 = stablehlo.compare EQ, %9, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %232 = stablehlo.select %231, %24, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %233 = stablehlo.remainder %230, %232 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %234 = stablehlo.compare LT, %233, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %235 = stablehlo.compare LT, %232, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %236 = stablehlo.compare NE, %234, %235 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %237 = stablehlo.compare NE, %233, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %238 = stablehlo.and %236, %237 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %239 = stablehlo.add %233, %232 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %240 = stablehlo.select %238, %239, %233 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %241 = stablehlo.multiply %240, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %242 = stablehlo.broadcast_in_dim %241, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %243 = stablehlo.iota dim = 0 : tensor<4xi32>
      %244 = stablehlo.add %242, %243 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %245 = stablehlo.reshape %244 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xi32>) -> tensor<1x4xi32>
      %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %247 = stablehlo.reshape %246 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<4xi32>
      %248 = stablehlo.broadcast_in_dim %247, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %249 = stablehlo.compare GE, %228, %248 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=4}>} : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %250 = stablehlo.reshape %249 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %252 = stablehlo.reshape %251 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %253 = stablehlo.broadcast_in_dim %252, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %254 = stablehlo.convert %198 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x4x8x4xbf16>
      %255 = "stablehlo.collective_permute"(%254) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xbf16>) -> tensor<2x2x4x8x4xbf16>
      %256 = stablehlo.convert %255 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xbf16>) -> tensor<2x2x4x8x4xf32>
      %257 = stablehlo.slice %256 [0:1, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %258 = stablehlo.reshape %257 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %259 = stablehlo.dot_general %93, %258, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %260 = stablehlo.divide %259, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %261 = stablehlo.select %253, %260, %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %262 = stablehlo.reduce(%261 init: %141) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %263 = stablehlo.maximum %205, %262 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %264 = stablehlo.subtract %205, %263 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %265 = stablehlo.exponential %264 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %266 = stablehlo.transpose %265, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, j, k]) {i=2, j=4, k=8}>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %267 = stablehlo.reshape %266 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %269 = stablehlo.reshape %268 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %271 = stablehlo.multiply %224, %270 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %272 = stablehlo.slice %256 [1:2, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %273 = stablehlo.reshape %272 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %274 = stablehlo.reshape %263 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %276 = stablehlo.reshape %275 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %278 = stablehlo.subtract %261, %277 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %279 = stablehlo.exponential %278 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %280 = stablehlo.dot_general %273, %279, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %281 = stablehlo.transpose %280, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %282 = stablehlo.add %271, %281 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %283 = stablehlo.reshape %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %285 = stablehlo.reshape %284 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4xi32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %287 = sdy.constant dense<3> : tensor<i32>
      %288 = stablehlo.subtract %21, %287 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %289 = stablehlo.compare EQ, %9, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %290 = stablehlo.select %289, %24, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %291 = stablehlo.remainder %288, %290 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %292 = stablehlo.compare LT, %291, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %293 = stablehlo.compare LT, %290, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %294 = stablehlo.compare NE, %292, %293 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %295 = stablehlo.compare NE, %291, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %296 = stablehlo.and %294, %295 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %297 = stablehlo.add %291, %290 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %298 = stablehlo.select %296, %297, %291 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %299 = stablehlo.multiply %298, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %300 = stablehlo.broadcast_in_dim %299, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %301 = stablehlo.iota dim = 0 : tensor<4xi32>
      %302 = stablehlo.add %300, %301 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %303 = stablehlo.reshape %302 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xi32>) -> tensor<1x4xi32>
      %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %305 = stablehlo.reshape %304 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<4xi32>
      %306 = stablehlo.broadcast_in_dim %305, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %307 = stablehlo.compare GE, %286, %306 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=4}>} : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %308 = stablehlo.reshape %307 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %310 = stablehlo.reshape %309 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %311 = stablehlo.broadcast_in_dim %310, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %312 = stablehlo.convert %256 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x4x8x4xbf16>
      %313 = "stablehlo.collective_permute"(%312) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xbf16>) -> tensor<2x2x4x8x4xbf16>
      %314 = stablehlo.convert %313 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xbf16>) -> tensor<2x2x4x8x4xf32>
      %315 = stablehlo.slice %314 [0:1, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %316 = stablehlo.reshape %315 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %317 = stablehlo.dot_general %93, %316, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %318 = stablehlo.divide %317, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %319 = stablehlo.select %311, %318, %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %320 = stablehlo.reduce(%319 init: %141) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %321 = stablehlo.maximum %263, %320 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %322 = stablehlo.subtract %263, %321 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %323 = stablehlo.exponential %322 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %324 = stablehlo.transpose %323, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, j, k]) {i=2, j=4, k=8}>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %325 = stablehlo.reshape %324 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %327 = stablehlo.reshape %326 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %329 = stablehlo.multiply %282, %328 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %330 = stablehlo.slice %314 [1:2, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %331 = stablehlo.reshape %330 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %332 = stablehlo.reshape %321 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %334 = stablehlo.reshape %333 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %336 = stablehlo.subtract %319, %335 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %337 = stablehlo.exponential %336 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %338 = stablehlo.dot_general %331, %337, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %339 = stablehlo.transpose %338, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %340 = stablehlo.add %329, %339 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %341 = stablehlo.broadcast_in_dim %151, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=8, k=4}>} : (tensor<f32>) -> tensor<2x8x4xf32>
      %342 = stablehlo.multiply %145, %341 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %343 = stablehlo.reduce(%161 init: %151) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %344 = stablehlo.add %342, %343 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %345 = stablehlo.multiply %344, %207 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %346 = stablehlo.reduce(%221 init: %151) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %347 = stablehlo.add %345, %346 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %348 = stablehlo.multiply %347, %265 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %349 = stablehlo.reduce(%279 init: %151) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %350 = stablehlo.add %348, %349 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %351 = stablehlo.multiply %350, %323 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %352 = stablehlo.reduce(%337 init: %151) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %353 = stablehlo.add %351, %352 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %354 = stablehlo.transpose %353, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, j, k]) {i=2, j=4, k=8}>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %355 = stablehlo.reshape %354 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %357 = stablehlo.reshape %356 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %359 = stablehlo.divide %340, %358 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %360 = stablehlo.reshape %359 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x32xf32>
      %361 = stablehlo.dot_general %360, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %361 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
