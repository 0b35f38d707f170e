module @jit_all_gather_attention_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["sp"=4]> {stablehlo.mesh = {axes = [{name = "sp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<2x16x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"sp"}, {}]>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>] out_shardings=[<@mesh, [{}, {"sp"}, {}]>] manual_axes={"sp"} (%arg5: tensor<2x4x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %2 = stablehlo.reshape %1 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %3 = stablehlo.slice %2 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 : tensor<ui32>
      %7 = sdy.constant dense<4> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 : tensor<ui32>
      %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
      %10 = sdy.constant dense<4> : tensor<i32>
      %11 = stablehlo.multiply %9, %10 : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %13 = stablehlo.iota dim = 0 : tensor<4xi32>
      %14 = stablehlo.add %12, %13 : tensor<4xi32>
      %15 = stablehlo.convert %14 : (tensor<4xi32>) -> tensor<4xf32>
      %16 = stablehlo.reshape %15 : (tensor<4xf32>) -> tensor<4x1xf32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %18 = stablehlo.reshape %17 : (tensor<4x1xf32>) -> tensor<4xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %20 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %23 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %25 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %26 = stablehlo.iota dim = 0 : tensor<2xf32>
      %27 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %29 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %30 = stablehlo.divide %26, %28 : tensor<2xf32>
      %31 = stablehlo.power %24, %30 : tensor<2xf32>
      %32 = stablehlo.divide %21, %31 : tensor<2xf32>
      %33 = stablehlo.reshape %32 : (tensor<2xf32>) -> tensor<1x2xf32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %35 = stablehlo.reshape %34 : (tensor<1x2xf32>) -> tensor<2xf32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %37 = stablehlo.multiply %19, %36 : tensor<4x2xf32>
      %38 = stablehlo.cosine %37 : tensor<4x2xf32>
      %39 = stablehlo.reshape %38 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %41 = stablehlo.reshape %40 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %43 = stablehlo.multiply %3, %42 : tensor<2x4x8x2xf32>
      %44 = stablehlo.slice %2 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %45 = stablehlo.sine %37 : tensor<4x2xf32>
      %46 = stablehlo.reshape %45 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %48 = stablehlo.reshape %47 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %50 = stablehlo.multiply %44, %49 : tensor<2x4x8x2xf32>
      %51 = stablehlo.subtract %43, %50 : tensor<2x4x8x2xf32>
      %52 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %53 = stablehlo.reshape %52 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %55 = stablehlo.multiply %3, %54 : tensor<2x4x8x2xf32>
      %56 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %57 = stablehlo.reshape %56 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %59 = stablehlo.multiply %44, %58 : tensor<2x4x8x2xf32>
      %60 = stablehlo.add %55, %59 : tensor<2x4x8x2xf32>
      %61 = stablehlo.concatenate %51, %60, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %62 = stablehlo.reshape %61 : (tensor<2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %63 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %64 = stablehlo.reshape %63 : (tensor<2x4x32xf32>) -> tensor<1x2x4x8x4xf32>
      %65 = stablehlo.concatenate %62, %64, dim = 0 : (tensor<1x2x4x8x4xf32>, tensor<1x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %66 = "stablehlo.all_gather"(%65) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x16x8x4xf32>
      %67 = stablehlo.slice %66 [1:2, 0:2, 0:16, 0:8, 0:4] : (tensor<2x2x16x8x4xf32>) -> tensor<1x2x16x8x4xf32>
      %68 = stablehlo.reshape %67 : (tensor<1x2x16x8x4xf32>) -> tensor<2x16x8x4xf32>
      %69 = stablehlo.reshape %14 : (tensor<4xi32>) -> tensor<4x1xi32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %71 = stablehlo.reshape %70 : (tensor<4x1xi32>) -> tensor<4xi32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<4xi32>) -> tensor<4x16xi32>
      %73 = stablehlo.iota dim = 0 : tensor<16xi32>
      %74 = stablehlo.reshape %73 : (tensor<16xi32>) -> tensor<1x16xi32>
      %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16xi32>
      %76 = stablehlo.reshape %75 : (tensor<1x16xi32>) -> tensor<16xi32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [1] : (tensor<16xi32>) -> tensor<4x16xi32>
      %78 = stablehlo.compare GE, %72, %77 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
      %79 = stablehlo.reshape %78 : (tensor<4x16xi1>) -> tensor<1x1x4x16xi1>
      %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xi1>) -> tensor<1x1x4x16xi1>
      %81 = stablehlo.reshape %80 : (tensor<1x1x4x16xi1>) -> tensor<4x16xi1>
      %82 = stablehlo.broadcast_in_dim %81, dims = [2, 3] : (tensor<4x16xi1>) -> tensor<2x8x4x16xi1>
      %83 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %84 = stablehlo.reshape %83 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %85 = stablehlo.slice %84 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %86 = stablehlo.convert %14 : (tensor<4xi32>) -> tensor<4xf32>
      %87 = stablehlo.reshape %86 : (tensor<4xf32>) -> tensor<4x1xf32>
      %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %89 = stablehlo.reshape %88 : (tensor<4x1xf32>) -> tensor<4xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %91 = stablehlo.iota dim = 0 : tensor<2xf32>
      %92 = stablehlo.divide %91, %29 : tensor<2xf32>
      %93 = stablehlo.power %25, %92 : tensor<2xf32>
      %94 = stablehlo.divide %22, %93 : tensor<2xf32>
      %95 = stablehlo.reshape %94 : (tensor<2xf32>) -> tensor<1x2xf32>
      %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %97 = stablehlo.reshape %96 : (tensor<1x2xf32>) -> tensor<2xf32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %99 = stablehlo.multiply %90, %98 : tensor<4x2xf32>
      %100 = stablehlo.cosine %99 : tensor<4x2xf32>
      %101 = stablehlo.reshape %100 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %103 = stablehlo.reshape %102 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %105 = stablehlo.multiply %85, %104 : tensor<2x4x8x2xf32>
      %106 = stablehlo.slice %84 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %107 = stablehlo.sine %99 : tensor<4x2xf32>
      %108 = stablehlo.reshape %107 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %110 = stablehlo.reshape %109 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %112 = stablehlo.multiply %106, %111 : tensor<2x4x8x2xf32>
      %113 = stablehlo.subtract %105, %112 : tensor<2x4x8x2xf32>
      %114 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %115 = stablehlo.reshape %114 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %116 = stablehlo.broadcast_in_dim %115, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %117 = stablehlo.multiply %85, %116 : tensor<2x4x8x2xf32>
      %118 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %119 = stablehlo.reshape %118 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %121 = stablehlo.multiply %106, %120 : tensor<2x4x8x2xf32>
      %122 = stablehlo.add %117, %121 : tensor<2x4x8x2xf32>
      %123 = stablehlo.concatenate %113, %122, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %124 = stablehlo.slice %66 [0:1, 0:2, 0:16, 0:8, 0:4] : (tensor<2x2x16x8x4xf32>) -> tensor<1x2x16x8x4xf32>
      %125 = stablehlo.reshape %124 : (tensor<1x2x16x8x4xf32>) -> tensor<2x16x8x4xf32>
      %126 = stablehlo.dot_general %123, %125, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x16x8x4xf32>) -> tensor<2x8x4x16xf32>
      %127 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<2x8x4x16xf32>
      %129 = stablehlo.divide %126, %128 : tensor<2x8x4x16xf32>
      %130 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<2x8x4x16xf32>
      %132 = stablehlo.select %82, %129, %131 : tensor<2x8x4x16xi1>, tensor<2x8x4x16xf32>
      %133 = sdy.constant dense<0xFF800000> : tensor<f32>
      %134 = stablehlo.reduce(%132 init: %133) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x4x16xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %135 = sdy.constant dense<0xFF800000> : tensor<f32>
      %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
      %137 = stablehlo.maximum %134, %136 : tensor<2x8x4xf32>
      %138 = stablehlo.reshape %137 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %140 = stablehlo.reshape %139 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x16xf32>
      %142 = stablehlo.subtract %132, %141 : tensor<2x8x4x16xf32>
      %143 = stablehlo.exponential %142 : tensor<2x8x4x16xf32>
      %144 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %145 = stablehlo.reduce(%143 init: %144) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x16xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %146 = stablehlo.reshape %145 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %148 = stablehlo.reshape %147 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x16xf32>
      %150 = stablehlo.divide %143, %149 : tensor<2x8x4x16xf32>
      %151 = stablehlo.dot_general %68, %150, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x8x4xf32>, tensor<2x8x4x16xf32>) -> tensor<2x8x4x4xf32>
      %152 = stablehlo.transpose %151, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %153 = stablehlo.reshape %152 : (tensor<2x4x8x4xf32>) -> tensor<2x4x32xf32>
      %154 = stablehlo.dot_general %153, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %154 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
