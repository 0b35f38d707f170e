module @jit_mlp_sgd_program attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["dp"=4]> {stablehlo.mesh = {axes = [{name = "dp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg5: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>) {
    %0:5 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}], replicated={"dp"}>, <@mesh, [{}], replicated={"dp"}>, <@mesh, [{}, {}], replicated={"dp"}>, <@mesh, [{}, {}], replicated={"dp"}>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}]>] out_shardings=[<@mesh, [{"dp"}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}, {}]>, <@mesh, [{"dp"}, {}, {}]>] manual_axes={"dp"} (%arg6: tensor<64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<2x32xf32>, %arg11: tensor<2x32xf32>) {
      %37 = stablehlo.dot %arg10, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
      %38 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x64xf32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %40 = stablehlo.reshape %39 : (tensor<1x64xf32>) -> tensor<64xf32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<64xf32>) -> tensor<2x64xf32>
      %42 = stablehlo.add %37, %41 : tensor<2x64xf32>
      %43 = stablehlo.multiply %42, %42 : tensor<2x64xf32>
      %44 = stablehlo.multiply %43, %42 : tensor<2x64xf32>
      %45 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %47 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %48 = stablehlo.multiply %44, %46 : tensor<2x64xf32>
      %49 = stablehlo.add %42, %48 : tensor<2x64xf32>
      %50 = sdy.constant dense<0.797884583> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %52 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %53 = stablehlo.multiply %49, %51 : tensor<2x64xf32>
      %54 = stablehlo.tanh %53 : tensor<2x64xf32>
      %55 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %57 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %58 = stablehlo.add %54, %56 : tensor<2x64xf32>
      %59 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %62 = stablehlo.multiply %58, %60 : tensor<2x64xf32>
      %63 = stablehlo.multiply %42, %62 : tensor<2x64xf32>
      %64 = stablehlo.dot %63, %arg9, precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
      %65 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x32xf32>
      %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %67 = stablehlo.reshape %66 : (tensor<1x32xf32>) -> tensor<32xf32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
      %69 = stablehlo.add %64, %68 : tensor<2x32xf32>
      %70 = stablehlo.subtract %69, %arg11 : tensor<2x32xf32>
      %71 = stablehlo.multiply %70, %70 : tensor<2x32xf32>
      %72 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %73 = stablehlo.reduce(%71 init: %72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<f32>
      %74 = sdy.constant dense<6.400000e+01> : tensor<f32>
      %75 = stablehlo.divide %73, %74 : tensor<f32>
      %76 = stablehlo.reshape %75 : (tensor<f32>) -> tensor<1xf32>
      %77 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %79 = stablehlo.multiply %70, %78 : tensor<2x32xf32>
      %80 = sdy.constant dense<1.562500e-02> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %82 = stablehlo.multiply %79, %81 : tensor<2x32xf32>
      %83 = stablehlo.dot_general %82, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<64x32xf32>) -> tensor<2x64xf32>
      %84 = stablehlo.multiply %83, %62 : tensor<2x64xf32>
      %85 = stablehlo.multiply %42, %83 : tensor<2x64xf32>
      %86 = stablehlo.multiply %85, %61 : tensor<2x64xf32>
      %87 = stablehlo.subtract %57, %54 : tensor<2x64xf32>
      %88 = stablehlo.multiply %86, %87 : tensor<2x64xf32>
      %89 = stablehlo.multiply %88, %54 : tensor<2x64xf32>
      %90 = stablehlo.add %88, %89 : tensor<2x64xf32>
      %91 = stablehlo.multiply %90, %52 : tensor<2x64xf32>
      %92 = stablehlo.add %84, %91 : tensor<2x64xf32>
      %93 = stablehlo.multiply %91, %47 : tensor<2x64xf32>
      %94 = stablehlo.multiply %42, %42 : tensor<2x64xf32>
      %95 = sdy.constant dense<3.000000e+00> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
      %97 = stablehlo.multiply %94, %96 : tensor<2x64xf32>
      %98 = stablehlo.multiply %93, %97 : tensor<2x64xf32>
      %99 = stablehlo.add %92, %98 : tensor<2x64xf32>
      %100 = stablehlo.reduce(%99 init: %72) applies stablehlo.add across dimensions = [0] : (tensor<2x64xf32>, tensor<f32>) -> tensor<64xf32>
      %101 = stablehlo.reshape %100 : (tensor<64xf32>) -> tensor<1x64xf32>
      %102 = stablehlo.reduce(%101 init: %72) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
      %103 = stablehlo.reshape %102 : (tensor<64xf32>) -> tensor<1x64xf32>
      %104 = stablehlo.reduce(%82 init: %72) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
      %105 = stablehlo.reshape %104 : (tensor<32xf32>) -> tensor<1x32xf32>
      %106 = stablehlo.reduce(%105 init: %72) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
      %107 = stablehlo.reshape %106 : (tensor<32xf32>) -> tensor<1x32xf32>
      %108 = stablehlo.dot_general %99, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<2x32xf32>) -> tensor<64x32xf32>
      %109 = stablehlo.transpose %108, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
      %110 = stablehlo.reshape %109 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %111 = stablehlo.dot_general %82, %63, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<2x64xf32>) -> tensor<32x64xf32>
      %112 = stablehlo.transpose %111, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
      %113 = stablehlo.reshape %112 : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
      sdy.return %76, %103, %107, %110, %113 : tensor<1xf32>, tensor<1x64xf32>, tensor<1x32xf32>, tensor<1x32x64xf32>, tensor<1x64x32xf32>
    } : (tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) -> (tensor<4xf32>, tensor<4x64xf32>, tensor<4x32xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>)
    %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0#1 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.divide %2, %4 : tensor<64xf32>
    %6 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<64xf32>
    %9 = stablehlo.subtract %arg0, %8 : tensor<64xf32>
    %10 = stablehlo.reduce(%0#2 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %11 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.divide %10, %12 : tensor<32xf32>
    %14 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<32xf32>
    %17 = stablehlo.subtract %arg1, %16 : tensor<32xf32>
    %18 = stablehlo.reduce(%0#3 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %19 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %21 = stablehlo.divide %18, %20 : tensor<32x64xf32>
    %22 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<32x64xf32>
    %25 = stablehlo.subtract %arg2, %24 : tensor<32x64xf32>
    %26 = stablehlo.reduce(%0#4 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<4x64x32xf32>, tensor<f32>) -> tensor<64x32xf32>
    %27 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %29 = stablehlo.divide %26, %28 : tensor<64x32xf32>
    %30 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<64x32xf32>
    %33 = stablehlo.subtract %arg3, %32 : tensor<64x32xf32>
    %34 = stablehlo.reduce(%0#0 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %35 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %36 = stablehlo.divide %34, %35 : tensor<f32>
    return %9, %17, %25, %33, %36 : tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
