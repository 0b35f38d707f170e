module @jit_fsdp_mlp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}) -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>] out_shardings=[<@mesh, [{"fsdp"}, {}]>] manual_axes={"fsdp"} (%arg5: tensor<1x32xf32>, %arg6: tensor<4x64xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x32xf32>, %arg9: tensor<4xf32>) {
      %1 = "stablehlo.all_gather"(%arg6) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([k, i]) {i=64, j=4, k=32} need_replication={j, k}>} : (tensor<4x64xf32>) -> tensor<32x64xf32>
      %2 = stablehlo.dot %arg5, %1, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=1, j=64, k=32} reduction={k}>} : (tensor<1x32xf32>, tensor<32x64xf32>) -> tensor<1x64xf32>
      %3 = "stablehlo.all_gather"(%arg7) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=8, j=64} need_replication={i, j}>} : (tensor<8xf32>) -> tensor<64xf32>
      %4 = stablehlo.reshape %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
      %5 = stablehlo.add %2, %4 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %6 = stablehlo.multiply %5, %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %7 = stablehlo.multiply %6, %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %8 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=1, j=64}>} : (tensor<f32>) -> tensor<1x64xf32>
      %10 = stablehlo.multiply %7, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %11 = stablehlo.add %5, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %12 = sdy.constant dense<0.797884583> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=1, j=64}>} : (tensor<f32>) -> tensor<1x64xf32>
      %14 = stablehlo.multiply %11, %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %15 = stablehlo.tanh %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %16 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=1, j=64}>} : (tensor<f32>) -> tensor<1x64xf32>
      %18 = stablehlo.add %15, %17 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %19 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=1, j=64}>} : (tensor<f32>) -> tensor<1x64xf32>
      %21 = stablehlo.multiply %18, %20 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %22 = stablehlo.multiply %5, %21 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=64}>} : tensor<1x64xf32>
      %23 = "stablehlo.all_gather"(%arg8) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([k, i]) {i=32, j=8, k=64} need_replication={j, k}>} : (tensor<8x32xf32>) -> tensor<64x32xf32>
      %24 = stablehlo.dot %22, %23, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=1, j=32, k=64} reduction={k}>} : (tensor<1x64xf32>, tensor<64x32xf32>) -> tensor<1x32xf32>
      %25 = "stablehlo.all_gather"(%arg9) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=4, j=32} need_replication={i, j}>} : (tensor<4xf32>) -> tensor<32xf32>
      %26 = stablehlo.reshape %25 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
      %27 = stablehlo.add %24, %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=1, j=32}>} : tensor<1x32xf32>
      sdy.return %27 : tensor<1x32xf32>
    } : (tensor<8x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
    return %0 : tensor<8x32xf32>
  }
}
