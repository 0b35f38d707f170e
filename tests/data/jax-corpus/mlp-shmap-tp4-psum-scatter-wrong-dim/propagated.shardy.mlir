module @jit_mlp_tp_scatter_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{"tp"}, {}]>] manual_axes={"tp"} (%arg5: tensor<16x32xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32xf32>) {
      %1 = stablehlo.dot %arg5, %arg6, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=16, j=16, k=32} reduction={k}>} : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
      %2 = stablehlo.reshape %arg7 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=16}>} : (tensor<16xf32>) -> tensor<1x16xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=16}>} : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %4 = stablehlo.reshape %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=16}>} : (tensor<1x16xf32>) -> tensor<16xf32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=16}>} : (tensor<16xf32>) -> tensor<16x16xf32>
      %6 = stablehlo.add %1, %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %7 = stablehlo.multiply %6, %6 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %8 = stablehlo.multiply %7, %6 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %9 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=16, j=16}>} : (tensor<f32>) -> tensor<16x16xf32>
      %11 = stablehlo.multiply %8, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %12 = stablehlo.add %6, %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %13 = sdy.constant dense<0.797884583> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=16, j=16}>} : (tensor<f32>) -> tensor<16x16xf32>
      %15 = stablehlo.multiply %12, %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %16 = stablehlo.tanh %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %17 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=16, j=16}>} : (tensor<f32>) -> tensor<16x16xf32>
      %19 = stablehlo.add %16, %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %20 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=16, j=16}>} : (tensor<f32>) -> tensor<16x16xf32>
      %22 = stablehlo.multiply %19, %21 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %23 = stablehlo.multiply %6, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : tensor<16x16xf32>
      %24 = stablehlo.dot %23, %arg8, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=16, j=32, k=16} reduction={k}>} : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
      %25 = stablehlo.reshape %24 {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([i, j, k]) {i=4, j=4, k=32}>} : (tensor<16x32xf32>) -> tensor<4x4x32xf32>
      %26 = "stablehlo.reduce_scatter"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %33 = stablehlo.add %arg10, %arg11 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
        stablehlo.return %33 : tensor<f32>
      }) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, l, j]) {i=4, j=32, k=4, l=1} need_replication={k, l}>} : (tensor<4x4x32xf32>) -> tensor<4x1x32xf32>
      %27 = stablehlo.reshape %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, k]) {i=4, j=1, k=32}>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
      %28 = stablehlo.reshape %arg9 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %30 = stablehlo.reshape %29 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=32}>} : (tensor<32xf32>) -> tensor<4x32xf32>
      %32 = stablehlo.add %27, %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=32}>} : tensor<4x32xf32>
      sdy.return %32 : tensor<4x32xf32>
    } : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>) -> tensor<16x32xf32>
    return %0 : tensor<16x32xf32>
  }
}
