module @jit_fsdp_mlp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["fsdp"=4]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}) -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{"fsdp"}, {}]>, <@mesh, [{}, {"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{}, {"fsdp"}]>, <@mesh, [{"fsdp"}]>] out_shardings=[<@mesh, [{"fsdp"}, {}]>] manual_axes={"fsdp"} (%arg5: tensor<2x32xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<64x8xf32>, %arg9: tensor<8xf32>) {
      %1 = stablehlo.reshape %arg6 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k])->([i, j, k]) {i=1, j=32, k=16}>} : (tensor<32x16xf32>) -> tensor<1x32x16xf32>
      %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([k, i, j])->([l, i, j]) {i=32, j=16, k=1, l=4} need_replication={k, l}>} : (tensor<1x32x16xf32>) -> tensor<4x32x16xf32>
      %3 = stablehlo.reshape %2 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, jk, l])->([ij, kl]) {i=4, j=8, k=4, l=16}>} : (tensor<4x32x16xf32>) -> tensor<32x64xf32>
      %4 = stablehlo.dot %arg5, %3, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=2, j=64, k=32} reduction={k}>} : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
      %5 = "stablehlo.all_gather"(%arg7) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=16, j=64} need_replication={i, j}>} : (tensor<16xf32>) -> tensor<64xf32>
      %6 = stablehlo.reshape %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=64}>} : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %8 = stablehlo.reshape %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=64}>} : (tensor<1x64xf32>) -> tensor<64xf32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=2, j=64}>} : (tensor<64xf32>) -> tensor<2x64xf32>
      %10 = stablehlo.add %4, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %11 = stablehlo.multiply %10, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %12 = stablehlo.multiply %11, %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %13 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=64}>} : (tensor<f32>) -> tensor<2x64xf32>
      %15 = stablehlo.multiply %12, %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %16 = stablehlo.add %10, %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %17 = sdy.constant dense<0.797884583> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=64}>} : (tensor<f32>) -> tensor<2x64xf32>
      %19 = stablehlo.multiply %16, %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %20 = stablehlo.tanh %19 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %21 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=64}>} : (tensor<f32>) -> tensor<2x64xf32>
      %23 = stablehlo.add %20, %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %24 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=64}>} : (tensor<f32>) -> tensor<2x64xf32>
      %26 = stablehlo.multiply %23, %25 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %27 = stablehlo.multiply %10, %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %28 = "stablehlo.all_gather"(%arg8) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=64, j=8, k=32} need_replication={j, k}>} : (tensor<64x8xf32>) -> tensor<64x32xf32>
      %29 = stablehlo.dot %27, %28, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=2, j=32, k=64} reduction={k}>} : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
      %30 = "stablehlo.all_gather"(%arg9) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=8, j=32} need_replication={i, j}>} : (tensor<8xf32>) -> tensor<32xf32>
      %31 = stablehlo.reshape %30 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %33 = stablehlo.reshape %32 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=2, j=32}>} : (tensor<32xf32>) -> tensor<2x32xf32>
      %35 = stablehlo.add %29, %34 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=32}>} : tensor<2x32xf32>
      sdy.return %35 : tensor<2x32xf32>
    } : (tensor<8x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
    return %0 : tensor<8x32xf32>
  }
}
