module @jit_mlp_loss_program attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["dp"=4]> {stablehlo.mesh = {axes = [{name = "dp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg5: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<f32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}], replicated={"dp"}>, <@mesh, [{}], replicated={"dp"}>, <@mesh, [{}, {}], replicated={"dp"}>, <@mesh, [{}, {}], replicated={"dp"}>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}]>] out_shardings=[<@mesh, [{"dp"}]>] manual_axes={"dp"} (%arg6: tensor<64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<2x32xf32>, %arg11: tensor<2x32xf32>) {
      %5 = stablehlo.dot %arg10, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
      %6 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x64xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %8 = stablehlo.reshape %7 : (tensor<1x64xf32>) -> tensor<64xf32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<64xf32>) -> tensor<2x64xf32>
      %10 = stablehlo.add %5, %9 : tensor<2x64xf32>
      %11 = stablehlo.multiply %10, %10 : tensor<2x64xf32>
      %12 = stablehlo.multiply %11, %10 : tensor<2x64xf32>
      %13 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %15 = stablehlo.multiply %12, %14 : tensor<2x64xf32>
      %16 = stablehlo.add %10, %15 : tensor<2x64xf32>
      %17 = sdy.constant dense<0.797884583> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %19 = stablehlo.multiply %16, %18 : tensor<2x64xf32>
      %20 = stablehlo.tanh %19 : tensor<2x64xf32>
      %21 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %23 = stablehlo.add %20, %22 : tensor<2x64xf32>
      %24 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %26 = stablehlo.multiply %23, %25 : tensor<2x64xf32>
      %27 = stablehlo.multiply %10, %26 : tensor<2x64xf32>
      %28 = stablehlo.dot %27, %arg9, precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
      %29 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x32xf32>
      %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %31 = stablehlo.reshape %30 : (tensor<1x32xf32>) -> tensor<32xf32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
      %33 = stablehlo.add %28, %32 : tensor<2x32xf32>
      %34 = stablehlo.subtract %33, %arg11 : tensor<2x32xf32>
      %35 = stablehlo.multiply %34, %34 : tensor<2x32xf32>
      %36 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<f32>
      %38 = sdy.constant dense<6.400000e+01> : tensor<f32>
      %39 = stablehlo.divide %37, %38 : tensor<f32>
      %40 = stablehlo.reshape %39 : (tensor<f32>) -> tensor<1xf32>
      sdy.return %40 : tensor<1xf32>
    } : (tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<4xf32>
    %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %3 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %4 = stablehlo.divide %2, %3 : tensor<f32>
    return %4 : tensor<f32>
  }
}
