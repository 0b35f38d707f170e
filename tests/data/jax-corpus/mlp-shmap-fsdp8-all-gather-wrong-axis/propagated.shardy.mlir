module @jit_fsdp_mlp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}) -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>] out_shardings=[<@mesh, [{"fsdp"}, {}]>] manual_axes={"fsdp"} (%arg5: tensor<1x32xf32>, %arg6: tensor<4x64xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x32xf32>, %arg9: tensor<4xf32>) {
      %1 = stablehlo.reshape %arg6 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k])->([i, j, k]) {i=4, j=1, k=64}>} : (tensor<4x64xf32>) -> tensor<4x1x64xf32>
      %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, l, j]) {i=4, j=64, k=1, l=8} need_replication={k, l}>} : (tensor<4x1x64xf32>) -> tensor<4x8x64xf32>
      %3 = stablehlo.reshape %2 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([ij, k]) {i=4, j=8, k=64}>} : (tensor<4x8x64xf32>) -> tensor<32x64xf32>
      %4 = stablehlo.dot %arg5, %3, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=1, j=64, k=32} reduction={k}>} : (tensor<1x32xf32>, tensor<32x64xf32>) -> tensor<1x64xf32>
      %5 = "stablehlo.all_gather"(%arg7) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=8, j=64} need_replication={i, j}>} : (tensor<8xf32>) -> tensor<64xf32>
      %6 = stablehlo.reshape %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
      %7 = stablehlo.add %4, %6 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %8 = stablehlo.multiply %7, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %9 = stablehlo.multiply %8, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %10 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=1, j=64}>} : (tensor<f32>) -> tensor<1x64xf32>
      %12 = stablehlo.multiply %9, %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %13 = stablehlo.add %7, %12 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %14 = sdy.constant dense<0.797884583> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=1, j=64}>} : (tensor<f32>) -> tensor<1x64xf32>
      %16 = stablehlo.multiply %13, %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %17 = stablehlo.tanh %16 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %18 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=1, j=64}>} : (tensor<f32>) -> tensor<1x64xf32>
      %20 = stablehlo.add %17, %19 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %21 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=1, j=64}>} : (tensor<f32>) -> tensor<1x64xf32>
      %23 = stablehlo.multiply %20, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %24 = stablehlo.multiply %7, %23 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %25 = "stablehlo.all_gather"(%arg8) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([k, i]) {i=32, j=8, k=64} need_replication={j, k}>} : (tensor<8x32xf32>) -> tensor<64x32xf32>
      %26 = stablehlo.dot %24, %25, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=1, j=32, k=64} reduction={k}>} : (tensor<1x64xf32>, tensor<64x32xf32>) -> tensor<1x32xf32>
      %27 = "stablehlo.all_gather"(%arg9) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=4, j=32} need_replication={i, j}>} : (tensor<4xf32>) -> tensor<32xf32>
      %28 = stablehlo.reshape %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
      %29 = stablehlo.add %26, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=32}>} : tensor<1x32xf32>
      sdy.return %29 : tensor<1x32xf32>
    } : (tensor<8x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
    return %0 : tensor<8x32xf32>
  }
}
