module @jit_all_gather_attention_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["sp"=4]> {stablehlo.mesh = {axes = [{name = "sp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"sp"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {"sp"}, {}]>] manual_axes={"sp"} (%arg5: tensor<2x4x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %2 = stablehlo.reshape %1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %3 = stablehlo.slice %2 [0:2, 0:4, 0:8, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %7 = sdy.constant dense<4> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %9 = stablehlo.convert %8 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<ui32>) -> tensor<i32>
      %10 = sdy.constant dense<4> : tensor<i32>
      %11 = stablehlo.multiply %9, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %13 = stablehlo.iota dim = 0 : tensor<4xi32>
      %14 = stablehlo.add %12, %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %15 = stablehlo.convert %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>} : (tensor<4xi32>) -> tensor<4xf32>
      %16 = stablehlo.reshape %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xf32>) -> tensor<4x1xf32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %18 = stablehlo.reshape %17 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=2}>} : (tensor<4xf32>) -> tensor<4x2xf32>
      %20 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %22 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %24 = stablehlo.iota dim = 0 : tensor<2xf32>
      %25 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %27 = stablehlo.divide %24, %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %28 = stablehlo.power %23, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %29 = stablehlo.divide %21, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %30 = stablehlo.reshape %29 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %32 = stablehlo.reshape %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=2}>} : (tensor<2xf32>) -> tensor<4x2xf32>
      %34 = stablehlo.multiply %19, %33 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %35 = stablehlo.cosine %34 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %36 = stablehlo.reshape %35 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %38 = stablehlo.reshape %37 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %40 = stablehlo.multiply %3, %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %41 = stablehlo.slice %2 [0:2, 0:4, 0:8, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %42 = stablehlo.sine %34 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %43 = stablehlo.reshape %42 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %45 = stablehlo.reshape %44 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %46 = stablehlo.broadcast_in_dim %45, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %47 = stablehlo.multiply %41, %46 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %48 = stablehlo.subtract %40, %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %49 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %50 = stablehlo.reshape %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %51 = stablehlo.broadcast_in_dim %50, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %52 = stablehlo.multiply %3, %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %53 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %54 = stablehlo.reshape %53 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %56 = stablehlo.multiply %41, %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %57 = stablehlo.add %52, %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %58 = stablehlo.concatenate %48, %57, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} need_replication={l}>} : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %59 = stablehlo.reshape %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, l, m])->([i, j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %60 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %61 = stablehlo.reshape %60 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, lm])->([i, j, k, l, m]) {i=1, j=2, k=4, l=8, m=4}>} : (tensor<2x4x32xf32>) -> tensor<1x2x4x8x4xf32>
      %62 = stablehlo.concatenate %59, %61, dim = 0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m], [i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4} need_replication={i}>} : (tensor<1x2x4x8x4xf32>, tensor<1x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %63 = stablehlo.reshape %62 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k, l, m, n])->([i, j, k, l, m, n]) {i=1, j=2, k=2, l=4, m=8, n=4}>} : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x2x4x8x4xf32>
      %64 = "stablehlo.all_gather"(%63) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([n, i, j, k, l, m])->([o, i, j, k, l, m]) {i=2, j=2, k=4, l=8, m=4, n=1, o=4} need_replication={n, o}>} : (tensor<1x2x2x4x8x4xf32>) -> tensor<4x2x2x4x8x4xf32>
      %65 = stablehlo.reshape %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k, l, m, n, o])->([i, j, klm, n, o]) {i=2, j=2, k=2, l=2, m=4, n=8, o=4}>} : (tensor<4x2x2x4x8x4xf32>) -> tensor<2x2x16x8x4xf32>
      %66 = stablehlo.slice %65 [1:2, 0:2, 0:16, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=16, l=8, m=4} permutation={i}>} : (tensor<2x2x16x8x4xf32>) -> tensor<1x2x16x8x4xf32>
      %67 = stablehlo.reshape %66 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=16, l=8, m=4}>} : (tensor<1x2x16x8x4xf32>) -> tensor<2x16x8x4xf32>
      %68 = stablehlo.reshape %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %70 = stablehlo.reshape %69 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xi32>) -> tensor<4xi32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=16}>} : (tensor<4xi32>) -> tensor<4x16xi32>
      %72 = stablehlo.iota dim = 0 : tensor<16xi32>
      %73 = stablehlo.reshape %72 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=16}>} : (tensor<16xi32>) -> tensor<1x16xi32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=16}>} : (tensor<1x16xi32>) -> tensor<1x16xi32>
      %75 = stablehlo.reshape %74 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=16}>} : (tensor<1x16xi32>) -> tensor<16xi32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=16}>} : (tensor<16xi32>) -> tensor<4x16xi32>
      %77 = stablehlo.compare GE, %71, %76 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=16}>} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
      %78 = stablehlo.reshape %77 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=16}>} : (tensor<4x16xi1>) -> tensor<1x1x4x16xi1>
      %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=4, l=16}>} : (tensor<1x1x4x16xi1>) -> tensor<1x1x4x16xi1>
      %80 = stablehlo.reshape %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=4, l=16}>} : (tensor<1x1x4x16xi1>) -> tensor<4x16xi1>
      %81 = stablehlo.broadcast_in_dim %80, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : (tensor<4x16xi1>) -> tensor<2x8x4x16xi1>
      %82 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %83 = stablehlo.reshape %82 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %84 = stablehlo.slice %83 [0:2, 0:4, 0:8, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %85 = stablehlo.convert %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>} : (tensor<4xi32>) -> tensor<4xf32>
      %86 = stablehlo.reshape %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xf32>) -> tensor<4x1xf32>
      %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %88 = stablehlo.reshape %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4xf32>
      %89 = stablehlo.broadcast_in_dim %88, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=2}>} : (tensor<4xf32>) -> tensor<4x2xf32>
      %90 = stablehlo.iota dim = 0 : tensor<2xf32>
      %91 = stablehlo.divide %90, %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %92 = stablehlo.power %23, %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %93 = stablehlo.divide %21, %92 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %94 = stablehlo.reshape %93 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %96 = stablehlo.reshape %95 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=2}>} : (tensor<2xf32>) -> tensor<4x2xf32>
      %98 = stablehlo.multiply %89, %97 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %99 = stablehlo.cosine %98 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %100 = stablehlo.reshape %99 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %102 = stablehlo.reshape %101 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %104 = stablehlo.multiply %84, %103 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %105 = stablehlo.slice %83 [0:2, 0:4, 0:8, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %106 = stablehlo.sine %98 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %107 = stablehlo.reshape %106 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %109 = stablehlo.reshape %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %110 = stablehlo.broadcast_in_dim %109, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %111 = stablehlo.multiply %105, %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %112 = stablehlo.subtract %104, %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %113 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %114 = stablehlo.reshape %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %116 = stablehlo.multiply %84, %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %117 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %118 = stablehlo.reshape %117 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %119 = stablehlo.broadcast_in_dim %118, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %120 = stablehlo.multiply %105, %119 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %121 = stablehlo.add %116, %120 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %122 = stablehlo.concatenate %112, %121, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} need_replication={l}>} : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %123 = stablehlo.slice %65 [0:1, 0:2, 0:16, 0:8, 0:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, k, l, m]) {i=2, j=2, k=16, l=8, m=4} permutation={i}>} : (tensor<2x2x16x8x4xf32>) -> tensor<1x2x16x8x4xf32>
      %124 = stablehlo.reshape %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([j, k, l, m]) {i=1, j=2, k=16, l=8, m=4}>} : (tensor<1x2x16x8x4xf32>) -> tensor<2x16x8x4xf32>
      %125 = stablehlo.dot_general %122, %124, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=8, k=4, l=16, m=4} reduction={m}>} : (tensor<2x4x8x4xf32>, tensor<2x16x8x4xf32>) -> tensor<2x8x4x16xf32>
      %126 = stablehlo.broadcast_in_dim %25, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : (tensor<f32>) -> tensor<2x8x4x16xf32>
      %127 = stablehlo.divide %125, %126 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : tensor<2x8x4x16xf32>
      %128 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : (tensor<f32>) -> tensor<2x8x4x16xf32>
      %130 = stablehlo.select %81, %127, %129 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : tensor<2x8x4x16xi1>, tensor<2x8x4x16xf32>
      %131 = sdy.constant dense<0xFF800000> : tensor<f32>
      %132 = stablehlo.reduce(%130 init: %131) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=16} reduction={l}>} : (tensor<2x8x4x16xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %133 = stablehlo.broadcast_in_dim %131, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=8, k=4}>} : (tensor<f32>) -> tensor<2x8x4xf32>
      %134 = stablehlo.maximum %132, %133 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=8, k=4}>} : tensor<2x8x4xf32>
      %135 = stablehlo.reshape %134 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %137 = stablehlo.reshape %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x16xf32>
      %139 = stablehlo.subtract %130, %138 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : tensor<2x8x4x16xf32>
      %140 = stablehlo.exponential %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : tensor<2x8x4x16xf32>
      %141 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %142 = stablehlo.reduce(%140 init: %141) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=8, k=4, l=16} reduction={l}>} : (tensor<2x8x4x16xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %143 = stablehlo.reshape %142 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %145 = stablehlo.reshape %144 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=8, k=4, l=1}>} : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : (tensor<2x8x4xf32>) -> tensor<2x8x4x16xf32>
      %147 = stablehlo.divide %140, %146 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=8, k=4, l=16}>} : tensor<2x8x4x16xf32>
      %148 = stablehlo.dot_general %67, %147, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=8, k=4, l=4, m=16} reduction={m}>} : (tensor<2x16x8x4xf32>, tensor<2x8x4x16xf32>) -> tensor<2x8x4x4xf32>
      %149 = stablehlo.transpose %148, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %150 = stablehlo.reshape %149 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x32xf32>
      %151 = stablehlo.dot_general %150, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %151 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
