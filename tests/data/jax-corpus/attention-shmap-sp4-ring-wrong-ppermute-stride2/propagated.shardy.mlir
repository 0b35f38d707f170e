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
      %196 = "stablehlo.collective_permute"(%195) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 2], [1, 3], [2, 0], [3, 1]]> : tensor<4x2xi64>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %197 = stablehlo.slice %196 [0:1, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %198 = stablehlo.reshape %197 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %199 = stablehlo.dot_general %93, %198, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %200 = stablehlo.divide %199, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %201 = stablehlo.select %192, %200, %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %202 = stablehlo.reduce(%201 init: %141) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %203 = stablehlo.maximum %143, %202 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %204 = stablehlo.subtract %143, %203 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %205 = stablehlo.exponential %204 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %206 = stablehlo.transpose %205, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, j, k]) {i=2, j=4, k=8}>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %207 = stablehlo.reshape %206 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %209 = stablehlo.reshape %208 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %211 = stablehlo.multiply %164, %210 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %212 = stablehlo.slice %196 [1:2, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %213 = stablehlo.reshape %212 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %214 = stablehlo.reshape %203 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %216 = stablehlo.reshape %215 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %218 = stablehlo.subtract %201, %217 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %219 = stablehlo.exponential %218 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %220 = stablehlo.dot_general %213, %219, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %221 = stablehlo.transpose %220, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %222 = stablehlo.add %211, %221 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %223 = stablehlo.reshape %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %225 = stablehlo.reshape %224 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4xi32>
      %226 = stablehlo.broadcast_in_dim %225, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %227 = sdy.constant dense<2> : tensor<i32>
      %228 = stablehlo.subtract %21, %227 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %229 = stablehlo.compare EQ, %9, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %230 = stablehlo.select %229, %24, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %231 = stablehlo.remainder %228, %230 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %232 = stablehlo.compare LT, %231, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %233 = stablehlo.compare LT, %230, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %234 = stablehlo.compare NE, %232, %233 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %235 = stablehlo.compare NE, %231, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %236 = stablehlo.and %234, %235 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %237 = stablehlo.add %231, %230 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %238 = stablehlo.select %236, %237, %231 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %239 = stablehlo.multiply %238, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %240 = stablehlo.broadcast_in_dim %239, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %241 = stablehlo.iota dim = 0 : tensor<4xi32>
      %242 = stablehlo.add %240, %241 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %243 = stablehlo.reshape %242 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xi32>) -> tensor<1x4xi32>
      %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %245 = stablehlo.reshape %244 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<4xi32>
      %246 = stablehlo.broadcast_in_dim %245, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %247 = stablehlo.compare GE, %226, %246 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=4}>} : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %248 = stablehlo.reshape %247 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %250 = stablehlo.reshape %249 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %251 = stablehlo.broadcast_in_dim %250, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %252 = "stablehlo.collective_permute"(%196) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 2], [1, 3], [2, 0], [3, 1]]> : tensor<4x2xi64>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %253 = stablehlo.slice %252 [0:1, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %254 = stablehlo.reshape %253 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %255 = stablehlo.dot_general %93, %254, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %256 = stablehlo.divide %255, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %257 = stablehlo.select %251, %256, %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %258 = stablehlo.reduce(%257 init: %141) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %259 = stablehlo.maximum %203, %258 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %260 = stablehlo.subtract %203, %259 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %261 = stablehlo.exponential %260 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %262 = stablehlo.transpose %261, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, j, k]) {i=2, j=4, k=8}>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %263 = stablehlo.reshape %262 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %265 = stablehlo.reshape %264 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %267 = stablehlo.multiply %222, %266 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %268 = stablehlo.slice %252 [1:2, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %269 = stablehlo.reshape %268 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %270 = stablehlo.reshape %259 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %272 = stablehlo.reshape %271 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %274 = stablehlo.subtract %257, %273 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %275 = stablehlo.exponential %274 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %276 = stablehlo.dot_general %269, %275, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %277 = stablehlo.transpose %276, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %278 = stablehlo.add %267, %277 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %279 = stablehlo.reshape %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %281 = stablehlo.reshape %280 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4xi32>
      %282 = stablehlo.broadcast_in_dim %281, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %283 = sdy.constant dense<3> : tensor<i32>
      %284 = stablehlo.subtract %21, %283 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %285 = stablehlo.compare EQ, %9, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %286 = stablehlo.select %285, %24, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %287 = stablehlo.remainder %284, %286 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %288 = stablehlo.compare LT, %287, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %289 = stablehlo.compare LT, %286, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %290 = stablehlo.compare NE, %288, %289 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %291 = stablehlo.compare NE, %287, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %292 = stablehlo.and %290, %291 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i1>
      %293 = stablehlo.add %287, %286 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %294 = stablehlo.select %292, %293, %287 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [], [])->([])>} : tensor<i1>, tensor<i32>
      %295 = stablehlo.multiply %294, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %296 = stablehlo.broadcast_in_dim %295, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %297 = stablehlo.iota dim = 0 : tensor<4xi32>
      %298 = stablehlo.add %296, %297 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %299 = stablehlo.reshape %298 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xi32>) -> tensor<1x4xi32>
      %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %301 = stablehlo.reshape %300 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xi32>) -> tensor<4xi32>
      %302 = stablehlo.broadcast_in_dim %301, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=4}>} : (tensor<4xi32>) -> tensor<4x4xi32>
      %303 = stablehlo.compare GE, %282, %302 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=4}>} : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %304 = stablehlo.reshape %303 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %306 = stablehlo.reshape %305 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=4, l=4}>} : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %307 = stablehlo.broadcast_in_dim %306, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %308 = "stablehlo.collective_permute"(%252) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 2], [1, 3], [2, 0], [3, 1]]> : tensor<4x2xi64>}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4}>} : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %309 = stablehlo.slice %308 [0:1, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %310 = stablehlo.reshape %309 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %311 = stablehlo.dot_general %93, %310, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %312 = stablehlo.divide %311, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %313 = stablehlo.select %307, %312, %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %314 = stablehlo.reduce(%313 init: %141) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %315 = stablehlo.maximum %259, %314 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %316 = stablehlo.subtract %259, %315 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %317 = stablehlo.exponential %316 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %318 = stablehlo.transpose %317, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, j, k]) {i=2, j=4, k=8}>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %319 = stablehlo.reshape %318 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %321 = stablehlo.reshape %320 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %323 = stablehlo.multiply %278, %322 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %324 = stablehlo.slice %308 [1:2, 0:2, 0:4, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} permutation={i}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %325 = stablehlo.reshape %324 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %326 = stablehlo.reshape %315 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %328 = stablehlo.reshape %327 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %330 = stablehlo.subtract %313, %329 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %331 = stablehlo.exponential %330 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>} : tensor<2x8x4x4xf32>
      %332 = stablehlo.dot_general %325, %331, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %333 = stablehlo.transpose %332, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %334 = stablehlo.add %323, %333 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %335 = stablehlo.broadcast_in_dim %151, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=8, k=4}>} : (tensor<f32>) -> tensor<2x8x4xf32>
      %336 = stablehlo.multiply %145, %335 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %337 = stablehlo.reduce(%161 init: %151) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %338 = stablehlo.add %336, %337 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %339 = stablehlo.multiply %338, %205 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %340 = stablehlo.reduce(%219 init: %151) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %341 = stablehlo.add %339, %340 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %342 = stablehlo.multiply %341, %261 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %343 = stablehlo.reduce(%275 init: %151) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %344 = stablehlo.add %342, %343 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %345 = stablehlo.multiply %344, %317 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %346 = stablehlo.reduce(%331 init: %151) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=4} reduction={l}>} : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %347 = stablehlo.add %345, %346 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %348 = stablehlo.transpose %347, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, j, k]) {i=2, j=4, k=8}>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %349 = stablehlo.reshape %348 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %351 = stablehlo.reshape %350 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=4, k=8, l=1}>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %353 = stablehlo.divide %334, %352 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : tensor<2x4x8x4xf32>
      %354 = stablehlo.reshape %353 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x32xf32>
      %355 = stablehlo.dot_general %354, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %355 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
