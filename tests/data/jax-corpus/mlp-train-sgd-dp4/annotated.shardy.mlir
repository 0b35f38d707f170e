module @jit_mlp_train_step_sgd attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["dp"=4]> {stablehlo.mesh = {axes = [{name = "dp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg9: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>) {
    %0 = stablehlo.dot %arg8, %arg2, precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %5 = stablehlo.add %0, %4 : tensor<8x64xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x64xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<8x64xf32>
    %8 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %11 = stablehlo.multiply %7, %9 : tensor<8x64xf32>
    %12 = stablehlo.add %5, %11 : tensor<8x64xf32>
    %13 = sdy.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %16 = stablehlo.multiply %12, %14 : tensor<8x64xf32>
    %17 = stablehlo.tanh %16 : tensor<8x64xf32>
    %18 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %21 = stablehlo.add %17, %19 : tensor<8x64xf32>
    %22 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %25 = stablehlo.multiply %21, %23 : tensor<8x64xf32>
    %26 = stablehlo.multiply %5, %25 : tensor<8x64xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"dp"}, {}]> : tensor<8x64xf32>
    %28 = stablehlo.dot %27, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %29 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x32xf32>) -> tensor<32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %33 = stablehlo.add %28, %32 : tensor<8x32xf32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{"dp"}, {}]> : tensor<8x32xf32>
    %35 = stablehlo.subtract %34, %arg9 : tensor<8x32xf32>
    %36 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<8x32xf32>
    %39 = sdy.constant dense<3.906250e-03> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<8x32xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"dp"}, {}]> : tensor<8x32xf32>
    %43 = stablehlo.dot_general %42, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"dp"}, {}]> : tensor<8x64xf32>
    %45 = stablehlo.multiply %44, %25 : tensor<8x64xf32>
    %46 = stablehlo.multiply %5, %44 : tensor<8x64xf32>
    %47 = stablehlo.multiply %46, %24 : tensor<8x64xf32>
    %48 = stablehlo.subtract %20, %17 : tensor<8x64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<8x64xf32>
    %50 = stablehlo.multiply %49, %17 : tensor<8x64xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x64xf32>
    %52 = stablehlo.multiply %51, %15 : tensor<8x64xf32>
    %53 = stablehlo.add %45, %52 : tensor<8x64xf32>
    %54 = stablehlo.multiply %52, %10 : tensor<8x64xf32>
    %55 = stablehlo.multiply %5, %5 : tensor<8x64xf32>
    %56 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<8x64xf32>
    %59 = stablehlo.multiply %54, %58 : tensor<8x64xf32>
    %60 = stablehlo.add %53, %59 : tensor<8x64xf32>
    %61 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%60 init: %61) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.reshape %62 : (tensor<64xf32>) -> tensor<1x64xf32>
    %64 = stablehlo.reduce(%63 init: %61) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %65 = sdy.constant dense<0.899999976> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.multiply %arg4, %66 : tensor<64xf32>
    %68 = stablehlo.add %64, %67 : tensor<64xf32>
    %69 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<64xf32>
    %72 = stablehlo.add %arg0, %71 : tensor<64xf32>
    %73 = stablehlo.reduce(%42 init: %61) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %74 = stablehlo.reshape %73 : (tensor<32xf32>) -> tensor<1x32xf32>
    %75 = stablehlo.reduce(%74 init: %61) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %76 = sdy.constant dense<0.899999976> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %78 = stablehlo.multiply %arg5, %77 : tensor<32xf32>
    %79 = stablehlo.add %75, %78 : tensor<32xf32>
    %80 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<32xf32>
    %83 = stablehlo.add %arg1, %82 : tensor<32xf32>
    %84 = stablehlo.dot_general %60, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<8x32xf32>) -> tensor<64x32xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %86 = sdy.constant dense<0.899999976> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %88 = stablehlo.multiply %arg6, %87 : tensor<32x64xf32>
    %89 = stablehlo.add %85, %88 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %90 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %92 = stablehlo.multiply %89, %91 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %93 = stablehlo.add %arg2, %92 : tensor<32x64xf32>
    %94 = stablehlo.dot_general %42, %27, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x64xf32>) -> tensor<32x64xf32>
    %95 = stablehlo.transpose %94, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %96 = sdy.constant dense<0.899999976> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %98 = stablehlo.multiply %arg7, %97 : tensor<64x32xf32>
    %99 = stablehlo.add %95, %98 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %100 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %102 = stablehlo.multiply %99, %101 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %103 = stablehlo.add %arg3, %102 : tensor<64x32xf32>
    %104 = stablehlo.multiply %35, %35 : tensor<8x32xf32>
    %105 = stablehlo.reduce(%104 init: %61) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %106 = sdy.constant dense<2.560000e+02> : tensor<f32>
    %107 = stablehlo.divide %105, %106 : tensor<f32>
    return %72, %83, %93, %103, %68, %79, %89, %99, %107 : tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
