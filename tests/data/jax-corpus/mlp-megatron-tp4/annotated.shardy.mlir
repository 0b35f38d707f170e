module @jit_mlp_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg4: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<8x32xf32> {
    %0 = stablehlo.dot %arg4, %arg2, precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %5 = stablehlo.add %0, %4 : tensor<8x64xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x64xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<8x64xf32>
    %8 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<8x64xf32>
    %11 = stablehlo.add %5, %10 : tensor<8x64xf32>
    %12 = sdy.constant dense<0.797884583> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<8x64xf32>
    %15 = stablehlo.tanh %14 : tensor<8x64xf32>
    %16 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %18 = stablehlo.add %15, %17 : tensor<8x64xf32>
    %19 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<8x64xf32>
    %22 = stablehlo.multiply %5, %21 : tensor<8x64xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{}, {"tp"}]> : tensor<8x64xf32>
    %24 = stablehlo.dot %23, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %25 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x32xf32>) -> tensor<32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %29 = stablehlo.add %24, %28 : tensor<8x32xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{}, {}]> : tensor<8x32xf32>
    return %30 : tensor<8x32xf32>
  }
}
