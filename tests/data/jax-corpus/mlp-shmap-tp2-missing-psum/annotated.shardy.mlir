module @jit_mlp_tp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 2 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=2]> {stablehlo.mesh = {axes = [{name = "tp", size = 2 : i64}]}}
  func.func @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> tensor<8x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}], replicated={"tp"}>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}], replicated={"tp"}>] out_shardings=[<@mesh, [{}, {}], replicated={"tp"}>] manual_axes={"tp"} (%arg5: tensor<8x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>) {
      %1 = stablehlo.dot %arg5, %arg6, precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
      %2 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x32xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %4 = stablehlo.reshape %3 : (tensor<1x32xf32>) -> tensor<32xf32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
      %6 = stablehlo.add %1, %5 : tensor<8x32xf32>
      %7 = stablehlo.multiply %6, %6 : tensor<8x32xf32>
      %8 = stablehlo.multiply %7, %6 : tensor<8x32xf32>
      %9 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %11 = stablehlo.multiply %8, %10 : tensor<8x32xf32>
      %12 = stablehlo.add %6, %11 : tensor<8x32xf32>
      %13 = sdy.constant dense<0.797884583> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %15 = stablehlo.multiply %12, %14 : tensor<8x32xf32>
      %16 = stablehlo.tanh %15 : tensor<8x32xf32>
      %17 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %19 = stablehlo.add %16, %18 : tensor<8x32xf32>
      %20 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %22 = stablehlo.multiply %19, %21 : tensor<8x32xf32>
      %23 = stablehlo.multiply %6, %22 : tensor<8x32xf32>
      %24 = stablehlo.dot %23, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
      %25 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x32xf32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %27 = stablehlo.reshape %26 : (tensor<1x32xf32>) -> tensor<32xf32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
      %29 = stablehlo.add %24, %28 : tensor<8x32xf32>
      sdy.return %29 : tensor<8x32xf32>
    } : (tensor<8x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
    return %0 : tensor<8x32xf32>
  }
}
