module @jit_moe_ep_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["ep"=4]> {stablehlo.mesh = {axes = [{name = "ep", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}, %arg1: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<8x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, %arg3: tensor<8x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}) -> tensor<32x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{"ep"}, {}]>, <@mesh, [{}, {}], replicated={"ep"}>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>] out_shardings=[<@mesh, [{"ep"}, {}]>] manual_axes={"ep"} (%arg4: tensor<8x32xf32>, %arg5: tensor<32x8xf32>, %arg6: tensor<2x32x32xf32>, %arg7: tensor<2x32x32xf32>) {
      %1 = stablehlo.dot %arg4, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x8xf32>) -> tensor<8x8xf32>
      %2 = sdy.constant dense<0xFF800000> : tensor<f32>
      %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %4 = sdy.constant dense<0xFF800000> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %6 = stablehlo.maximum %3, %5 : tensor<8xf32>
      %7 = stablehlo.reshape %6 : (tensor<8xf32>) -> tensor<8x1xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %9 = stablehlo.reshape %8 : (tensor<8x1xf32>) -> tensor<8xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
      %11 = stablehlo.subtract %1, %10 : tensor<8x8xf32>
      %12 = stablehlo.exponential %11 : tensor<8x8xf32>
      %13 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.reduce(%12 init: %13) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %15 = stablehlo.reshape %14 : (tensor<8xf32>) -> tensor<8x1xf32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %17 = stablehlo.reshape %16 : (tensor<8x1xf32>) -> tensor<8xf32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
      %19 = stablehlo.divide %12, %18 : tensor<8x8xf32>
      %values, %indices = mhlo.topk(%19, k = 2) : tensor<8x8xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
      %20 = stablehlo.reshape %indices : (tensor<8x2xi32>) -> tensor<8x2x1xi32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<8x2x1xi32>) -> tensor<8x2x1xi32>
      %22 = stablehlo.reshape %21 : (tensor<8x2x1xi32>) -> tensor<8x2xi32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<8x2xi32>) -> tensor<8x2x8xi32>
      %24 = stablehlo.iota dim = 0 : tensor<8xi32>
      %25 = stablehlo.reshape %24 : (tensor<8xi32>) -> tensor<1x1x8xi32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x8xi32>) -> tensor<1x1x8xi32>
      %27 = stablehlo.reshape %26 : (tensor<1x1x8xi32>) -> tensor<8xi32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [2] : (tensor<8xi32>) -> tensor<8x2x8xi32>
      %29 = stablehlo.compare EQ, %23, %28 : (tensor<8x2x8xi32>, tensor<8x2x8xi32>) -> tensor<8x2x8xi1>
      %30 = stablehlo.convert %29 : (tensor<8x2x8xi1>) -> tensor<8x2x8xi32>
      %31 = stablehlo.transpose %30, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "s32[2,8,8]{2,0,1}"} : (tensor<8x2x8xi32>) -> tensor<2x8x8xi32>
      %32 = stablehlo.reshape %31 : (tensor<2x8x8xi32>) -> tensor<16x8xi32>
      %33 = sdy.constant dense<0> : tensor<i32>
      %34 = "stablehlo.reduce_window"(%32, %33) <{base_dilations = array<i64: 1, 1>, padding = dense<[[15, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 16, 1>, window_strides = array<i64: 1, 1>}> ({
      ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
        %91 = stablehlo.add %arg8, %arg9 : tensor<i32>
        stablehlo.return %91 : tensor<i32>
      }) : (tensor<16x8xi32>, tensor<i32>) -> tensor<16x8xi32>
      %35 = stablehlo.multiply %34, %32 : tensor<16x8xi32>
      %36 = sdy.constant dense<1> : tensor<i32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i32>) -> tensor<16x8xi32>
      %38 = stablehlo.subtract %35, %37 : tensor<16x8xi32>
      %39 = stablehlo.reshape %38 : (tensor<16x8xi32>) -> tensor<2x8x8xi32>
      %40 = stablehlo.transpose %39, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "s32[8,2,8]{2,0,1}"} : (tensor<2x8x8xi32>) -> tensor<8x2x8xi32>
      %41 = sdy.constant dense<8> : tensor<i32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i32>) -> tensor<8x2x8xi32>
      %43 = stablehlo.compare LT, %40, %42 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "pred[8,2,8]{2,0,1}"} : (tensor<8x2x8xi32>, tensor<8x2x8xi32>) -> tensor<8x2x8xi1>
      %44 = sdy.constant dense<-1> : tensor<i32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<8x2x8xi32>
      %46 = stablehlo.select %43, %40, %45 : tensor<8x2x8xi1>, tensor<8x2x8xi32>
      %47 = stablehlo.reshape %46 : (tensor<8x2x8xi32>) -> tensor<8x2x8x1xi32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<8x2x8x1xi32>) -> tensor<8x2x8x1xi32>
      %49 = stablehlo.reshape %48 : (tensor<8x2x8x1xi32>) -> tensor<8x2x8xi32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x2x8xi32>) -> tensor<8x2x8x8xi32>
      %51 = stablehlo.iota dim = 0 : tensor<8xi32>
      %52 = stablehlo.reshape %51 : (tensor<8xi32>) -> tensor<1x1x1x8xi32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi32>) -> tensor<1x1x1x8xi32>
      %54 = stablehlo.reshape %53 : (tensor<1x1x1x8xi32>) -> tensor<8xi32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [3] : (tensor<8xi32>) -> tensor<8x2x8x8xi32>
      %56 = stablehlo.compare EQ, %50, %55 : (tensor<8x2x8x8xi32>, tensor<8x2x8x8xi32>) -> tensor<8x2x8x8xi1>
      %57 = stablehlo.convert %56 : (tensor<8x2x8x8xi1>) -> tensor<8x2x8x8xf32>
      %58 = stablehlo.reduce(%values init: %13) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
      %59 = stablehlo.reshape %58 : (tensor<8xf32>) -> tensor<8x1xf32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %61 = stablehlo.reshape %60 : (tensor<8x1xf32>) -> tensor<8xf32>
      %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %63 = stablehlo.divide %values, %62 : tensor<8x2xf32>
      %64 = stablehlo.reshape %63 : (tensor<8x2xf32>) -> tensor<8x2x1x1xf32>
      %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x2x1x1xf32>) -> tensor<8x2x1x1xf32>
      %66 = stablehlo.reshape %65 : (tensor<8x2x1x1xf32>) -> tensor<8x2xf32>
      %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x8x8xf32>
      %68 = stablehlo.multiply %57, %67 : tensor<8x2x8x8xf32>
      %69 = stablehlo.reduce(%68 init: %13) applies stablehlo.add across dimensions = [1] : (tensor<8x2x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
      %70 = stablehlo.reduce(%57 init: %13) applies stablehlo.add across dimensions = [1] : (tensor<8x2x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
      %71 = stablehlo.dot_general %70, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x32xf32>) -> tensor<8x8x32xf32>
      %72 = "stablehlo.all_to_all"(%71) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
      %73 = stablehlo.reshape %72 : (tensor<8x8x32xf32>) -> tensor<4x2x8x32xf32>
      %74 = stablehlo.transpose %73, dims = [1, 0, 2, 3] {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, xla_shape = "f32[2,4,8,32]{3,2,0,1}"} : (tensor<4x2x8x32xf32>) -> tensor<2x4x8x32xf32>
      %75 = stablehlo.reshape %74 : (tensor<2x4x8x32xf32>) -> tensor<2x32x32xf32>
      %76 = stablehlo.dot_general %75, %arg6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x32xf32>, tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
      %77 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
      %79 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
      %80 = stablehlo.negate %76 : tensor<2x32x32xf32>
      %81 = stablehlo.exponential %80 : tensor<2x32x32xf32>
      %82 = stablehlo.add %81, %78 : tensor<2x32x32xf32>
      %83 = stablehlo.divide %79, %82 : tensor<2x32x32xf32>
      %84 = stablehlo.multiply %76, %83 : tensor<2x32x32xf32>
      %85 = stablehlo.dot_general %84, %arg7, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x32xf32>, tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
      %86 = "stablehlo.all_to_all"(%85) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
      %87 = stablehlo.reshape %86 : (tensor<2x32x32xf32>) -> tensor<2x4x8x32xf32>
      %88 = stablehlo.transpose %87, dims = [1, 0, 2, 3] {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, xla_shape = "f32[4,2,8,32]{3,2,0,1}"} : (tensor<2x4x8x32xf32>) -> tensor<4x2x8x32xf32>
      %89 = stablehlo.reshape %88 : (tensor<4x2x8x32xf32>) -> tensor<8x8x32xf32>
      %90 = stablehlo.dot_general %69, %89, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x32xf32>) -> tensor<8x32xf32>
      sdy.return %90 : tensor<8x32xf32>
    } : (tensor<32x32xf32>, tensor<32x8xf32>, tensor<8x32x32xf32>, tensor<8x32x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
}
