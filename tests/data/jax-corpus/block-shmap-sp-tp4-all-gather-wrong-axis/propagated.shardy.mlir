module @jit_sp_mlp_block_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{}, {"tp"}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{}, {"tp"}, {}]>] manual_axes={"tp"} (%arg4: tensor<2x4x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<16x32xf32>) {
      %1 = stablehlo.multiply %arg4, %arg4 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=4, k=32}>} : tensor<2x4x32xf32>
      %2 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=2, j=4, k=32} reduction={k}>} : (tensor<2x4x32xf32>, tensor<f32>) -> tensor<2x4xf32>
      %4 = stablehlo.reshape %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=2, j=4, k=1}>} : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %5 = sdy.constant dense<3.200000e+01> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=4, k=1}>} : (tensor<f32>) -> tensor<2x4x1xf32>
      %7 = stablehlo.divide %4, %6 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=4, k=1}>} : tensor<2x4x1xf32>
      %8 = sdy.constant dense<9.99999997E-7> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=4, k=1}>} : (tensor<f32>) -> tensor<2x4x1xf32>
      %10 = stablehlo.add %7, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=4, k=1}>} : tensor<2x4x1xf32>
      %11 = stablehlo.rsqrt %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=4, k=1}>} : tensor<2x4x1xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=4, k=1}>} : (tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
      %13 = stablehlo.reshape %12 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=2, j=4, k=1}>} : (tensor<2x4x1xf32>) -> tensor<2x4xf32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=2, j=4, k=32}>} : (tensor<2x4xf32>) -> tensor<2x4x32xf32>
      %15 = stablehlo.multiply %arg4, %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=4, k=32}>} : tensor<2x4x32xf32>
      %16 = stablehlo.reshape %arg5 {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
      %18 = stablehlo.reshape %17 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=2, j=4, k=32}>} : (tensor<32xf32>) -> tensor<2x4x32xf32>
      %20 = stablehlo.multiply %15, %19 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=4, k=32}>} : tensor<2x4x32xf32>
      %21 = stablehlo.reshape %20 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=2, j=4, k=1, l=32}>} : (tensor<2x4x32xf32>) -> tensor<2x4x1x32xf32>
      %22 = "stablehlo.all_gather"(%21) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, k])->([i, j, m, k]) {i=2, j=4, k=32, l=1, m=4} need_replication={l, m}>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x4x32xf32>
      %23 = stablehlo.reshape %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, jk, l]) {i=2, j=4, k=4, l=32}>} : (tensor<2x4x4x32xf32>) -> tensor<2x16x32xf32>
      %24 = stablehlo.dot_general %23, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=16, k=16, l=32} reduction={l}>} : (tensor<2x16x32xf32>, tensor<32x16xf32>) -> tensor<2x16x16xf32>
      %25 = stablehlo.multiply %24, %24 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=16, k=16}>} : tensor<2x16x16xf32>
      %26 = stablehlo.multiply %25, %24 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=16, k=16}>} : tensor<2x16x16xf32>
      %27 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=16, k=16}>} : (tensor<f32>) -> tensor<2x16x16xf32>
      %29 = stablehlo.multiply %26, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=16, k=16}>} : tensor<2x16x16xf32>
      %30 = stablehlo.add %24, %29 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=16, k=16}>} : tensor<2x16x16xf32>
      %31 = sdy.constant dense<0.797884583> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=16, k=16}>} : (tensor<f32>) -> tensor<2x16x16xf32>
      %33 = stablehlo.multiply %30, %32 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=16, k=16}>} : tensor<2x16x16xf32>
      %34 = stablehlo.tanh %33 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=16, k=16}>} : tensor<2x16x16xf32>
      %35 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=16, k=16}>} : (tensor<f32>) -> tensor<2x16x16xf32>
      %37 = stablehlo.add %34, %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=16, k=16}>} : tensor<2x16x16xf32>
      %38 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=16, k=16}>} : (tensor<f32>) -> tensor<2x16x16xf32>
      %40 = stablehlo.multiply %37, %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=16, k=16}>} : tensor<2x16x16xf32>
      %41 = stablehlo.multiply %24, %40 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=16, k=16}>} : tensor<2x16x16xf32>
      %42 = stablehlo.dot_general %41, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=16, k=32, l=16} reduction={l}>} : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
      %43 = "stablehlo.reduce_scatter"(%42) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %45 = stablehlo.add %arg8, %arg9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
        stablehlo.return %45 : tensor<f32>
      }) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, l, j]) {i=2, j=32, k=16, l=4} need_replication={k, l}>} : (tensor<2x16x32xf32>) -> tensor<2x4x32xf32>
      %44 = stablehlo.add %arg4, %43 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=4, k=32}>} : tensor<2x4x32xf32>
      sdy.return %44 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
