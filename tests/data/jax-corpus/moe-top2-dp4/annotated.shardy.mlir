module @jit_moe_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["dp"=4]> {stablehlo.mesh = {axes = [{name = "dp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg2: tensor<8x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<64x32xf32> {
    %0 = stablehlo.dot %arg3, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x8xf32>) -> tensor<64x8xf32>
    %1 = sdy.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.maximum across dimensions = [1] : (tensor<64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = sdy.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.maximum %2, %4 : tensor<64xf32>
    %6 = stablehlo.reshape %5 : (tensor<64xf32>) -> tensor<64x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<64x1xf32>) -> tensor<64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<64xf32>) -> tensor<64x8xf32>
    %10 = stablehlo.subtract %0, %9 : tensor<64x8xf32>
    %11 = stablehlo.exponential %10 : tensor<64x8xf32>
    %12 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%11 init: %12) applies stablehlo.add across dimensions = [1] : (tensor<64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %14 = stablehlo.reshape %13 : (tensor<64xf32>) -> tensor<64x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<64x1xf32>) -> tensor<64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<64xf32>) -> tensor<64x8xf32>
    %18 = stablehlo.divide %11, %17 : tensor<64x8xf32>
    %values, %indices = mhlo.topk(%18, k = 2) : tensor<64x8xf32> -> (tensor<64x2xf32>, tensor<64x2xi32>)
    %19 = stablehlo.reshape %indices : (tensor<64x2xi32>) -> tensor<64x2x1xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<64x2x1xi32>) -> tensor<64x2x1xi32>
    %21 = stablehlo.reshape %20 : (tensor<64x2x1xi32>) -> tensor<64x2xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<64x2xi32>) -> tensor<64x2x8xi32>
    %23 = stablehlo.iota dim = 0 : tensor<8xi32>
    %24 = stablehlo.reshape %23 : (tensor<8xi32>) -> tensor<1x1x8xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x8xi32>) -> tensor<1x1x8xi32>
    %26 = stablehlo.reshape %25 : (tensor<1x1x8xi32>) -> tensor<8xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2] : (tensor<8xi32>) -> tensor<64x2x8xi32>
    %28 = stablehlo.compare EQ, %22, %27 : (tensor<64x2x8xi32>, tensor<64x2x8xi32>) -> tensor<64x2x8xi1>
    %29 = stablehlo.convert %28 : (tensor<64x2x8xi1>) -> tensor<64x2x8xi32>
    %30 = stablehlo.transpose %29, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "s32[2,64,8]{2,0,1}"} : (tensor<64x2x8xi32>) -> tensor<2x64x8xi32>
    %31 = stablehlo.reshape %30 : (tensor<2x64x8xi32>) -> tensor<128x8xi32>
    %32 = sdy.constant dense<0> : tensor<i32>
    %33 = "stablehlo.reduce_window"(%31, %32) <{base_dilations = array<i64: 1, 1>, padding = dense<[[127, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 128, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %85 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %85 : tensor<i32>
    }) : (tensor<128x8xi32>, tensor<i32>) -> tensor<128x8xi32>
    %34 = stablehlo.multiply %33, %31 : tensor<128x8xi32>
    %35 = sdy.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<128x8xi32>
    %37 = stablehlo.subtract %34, %36 : tensor<128x8xi32>
    %38 = stablehlo.reshape %37 : (tensor<128x8xi32>) -> tensor<2x64x8xi32>
    %39 = stablehlo.transpose %38, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "s32[64,2,8]{2,0,1}"} : (tensor<2x64x8xi32>) -> tensor<64x2x8xi32>
    %40 = sdy.constant dense<32> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<64x2x8xi32>
    %42 = stablehlo.compare LT, %39, %41 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "pred[64,2,8]{2,0,1}"} : (tensor<64x2x8xi32>, tensor<64x2x8xi32>) -> tensor<64x2x8xi1>
    %43 = sdy.constant dense<-1> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i32>) -> tensor<64x2x8xi32>
    %45 = stablehlo.select %42, %39, %44 : tensor<64x2x8xi1>, tensor<64x2x8xi32>
    %46 = stablehlo.reshape %45 : (tensor<64x2x8xi32>) -> tensor<64x2x8x1xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<64x2x8x1xi32>) -> tensor<64x2x8x1xi32>
    %48 = stablehlo.reshape %47 : (tensor<64x2x8x1xi32>) -> tensor<64x2x8xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<64x2x8xi32>) -> tensor<64x2x8x32xi32>
    %50 = stablehlo.iota dim = 0 : tensor<32xi32>
    %51 = stablehlo.reshape %50 : (tensor<32xi32>) -> tensor<1x1x1x32xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi32>
    %53 = stablehlo.reshape %52 : (tensor<1x1x1x32xi32>) -> tensor<32xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [3] : (tensor<32xi32>) -> tensor<64x2x8x32xi32>
    %55 = stablehlo.compare EQ, %49, %54 : (tensor<64x2x8x32xi32>, tensor<64x2x8x32xi32>) -> tensor<64x2x8x32xi1>
    %56 = stablehlo.convert %55 : (tensor<64x2x8x32xi1>) -> tensor<64x2x8x32xf32>
    %57 = stablehlo.reduce(%values init: %12) applies stablehlo.add across dimensions = [1] : (tensor<64x2xf32>, tensor<f32>) -> tensor<64xf32>
    %58 = stablehlo.reshape %57 : (tensor<64xf32>) -> tensor<64x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %60 = stablehlo.reshape %59 : (tensor<64x1xf32>) -> tensor<64xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<64xf32>) -> tensor<64x2xf32>
    %62 = stablehlo.divide %values, %61 : tensor<64x2xf32>
    %63 = stablehlo.reshape %62 : (tensor<64x2xf32>) -> tensor<64x2x1x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<64x2x1x1xf32>) -> tensor<64x2x1x1xf32>
    %65 = stablehlo.reshape %64 : (tensor<64x2x1x1xf32>) -> tensor<64x2xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<64x2xf32>) -> tensor<64x2x8x32xf32>
    %67 = stablehlo.multiply %56, %66 : tensor<64x2x8x32xf32>
    %68 = stablehlo.reduce(%67 init: %12) applies stablehlo.add across dimensions = [1] : (tensor<64x2x8x32xf32>, tensor<f32>) -> tensor<64x8x32xf32>
    %69 = stablehlo.reduce(%56 init: %12) applies stablehlo.add across dimensions = [1] : (tensor<64x2x8x32xf32>, tensor<f32>) -> tensor<64x8x32xf32>
    %70 = stablehlo.dot_general %69, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x8x32xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{}, {}, {}]> : tensor<8x32x32xf32>
    %72 = stablehlo.dot_general %71, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %73 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<8x32x32xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<8x32x32xf32>
    %76 = stablehlo.negate %72 : tensor<8x32x32xf32>
    %77 = stablehlo.exponential %76 : tensor<8x32x32xf32>
    %78 = stablehlo.add %77, %74 : tensor<8x32x32xf32>
    %79 = stablehlo.divide %75, %78 : tensor<8x32x32xf32>
    %80 = stablehlo.multiply %72, %79 : tensor<8x32x32xf32>
    %81 = stablehlo.dot_general %80, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{}, {}, {}]> : tensor<8x32x32xf32>
    %83 = stablehlo.dot_general %68, %82, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<64x8x32xf32>, tensor<8x32x32xf32>) -> tensor<64x32xf32>
    %84 = sdy.sharding_constraint %83 <@mesh, [{"dp"}, {}]> : tensor<64x32xf32>
    return %84 : tensor<64x32xf32>
  }
}
