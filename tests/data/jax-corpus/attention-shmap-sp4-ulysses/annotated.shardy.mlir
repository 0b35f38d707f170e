module @jit_ulysses_attention_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["sp"=4]> {stablehlo.mesh = {axes = [{name = "sp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<2x16x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"sp"}, {}]>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>] out_shardings=[<@mesh, [{}, {"sp"}, {}]>] manual_axes={"sp"} (%arg5: tensor<2x4x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %2 = stablehlo.reshape %1 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %3 = "stablehlo.all_to_all"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %4 = stablehlo.reshape %3 : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %5 = stablehlo.transpose %4, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %6 = stablehlo.reshape %5 : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %7 = stablehlo.iota dim = 0 : tensor<16xi32>
      %8 = stablehlo.reshape %7 : (tensor<16xi32>) -> tensor<16x1xi32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1xi32>
      %10 = stablehlo.reshape %9 : (tensor<16x1xi32>) -> tensor<16xi32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<16xi32>) -> tensor<16x16xi32>
      %12 = stablehlo.iota dim = 0 : tensor<16xi32>
      %13 = stablehlo.reshape %12 : (tensor<16xi32>) -> tensor<1x16xi32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16xi32>
      %15 = stablehlo.reshape %14 : (tensor<1x16xi32>) -> tensor<16xi32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<16xi32>) -> tensor<16x16xi32>
      %17 = stablehlo.compare GE, %11, %16 : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
      %18 = stablehlo.reshape %17 : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
      %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xi1>
      %20 = stablehlo.reshape %19 : (tensor<1x1x16x16xi1>) -> tensor<16x16xi1>
      %21 = stablehlo.broadcast_in_dim %20, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
      %22 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %23 = stablehlo.reshape %22 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %24 = stablehlo.slice %23 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %25 = stablehlo.partition_id : tensor<ui32>
      %26 = sdy.constant dense<1> : tensor<ui32>
      %27 = stablehlo.divide %25, %26 : tensor<ui32>
      %28 = sdy.constant dense<4> : tensor<ui32>
      %29 = stablehlo.remainder %27, %28 : tensor<ui32>
      %30 = stablehlo.convert %29 : (tensor<ui32>) -> tensor<i32>
      %31 = sdy.constant dense<4> : tensor<i32>
      %32 = stablehlo.multiply %30, %31 : tensor<i32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %34 = stablehlo.iota dim = 0 : tensor<4xi32>
      %35 = stablehlo.add %33, %34 : tensor<4xi32>
      %36 = stablehlo.convert %35 : (tensor<4xi32>) -> tensor<4xf32>
      %37 = stablehlo.reshape %36 : (tensor<4xf32>) -> tensor<4x1xf32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %39 = stablehlo.reshape %38 : (tensor<4x1xf32>) -> tensor<4xf32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %41 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %43 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %44 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %46 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %47 = stablehlo.iota dim = 0 : tensor<2xf32>
      %48 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %51 = stablehlo.divide %47, %49 : tensor<2xf32>
      %52 = stablehlo.power %45, %51 : tensor<2xf32>
      %53 = stablehlo.divide %42, %52 : tensor<2xf32>
      %54 = stablehlo.reshape %53 : (tensor<2xf32>) -> tensor<1x2xf32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %56 = stablehlo.reshape %55 : (tensor<1x2xf32>) -> tensor<2xf32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %58 = stablehlo.multiply %40, %57 : tensor<4x2xf32>
      %59 = stablehlo.cosine %58 : tensor<4x2xf32>
      %60 = stablehlo.reshape %59 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %62 = stablehlo.reshape %61 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %63 = stablehlo.broadcast_in_dim %62, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %64 = stablehlo.multiply %24, %63 : tensor<2x4x8x2xf32>
      %65 = stablehlo.slice %23 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %66 = stablehlo.sine %58 : tensor<4x2xf32>
      %67 = stablehlo.reshape %66 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %69 = stablehlo.reshape %68 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %71 = stablehlo.multiply %65, %70 : tensor<2x4x8x2xf32>
      %72 = stablehlo.subtract %64, %71 : tensor<2x4x8x2xf32>
      %73 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %74 = stablehlo.reshape %73 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %75 = stablehlo.broadcast_in_dim %74, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %76 = stablehlo.multiply %24, %75 : tensor<2x4x8x2xf32>
      %77 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %78 = stablehlo.reshape %77 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %80 = stablehlo.multiply %65, %79 : tensor<2x4x8x2xf32>
      %81 = stablehlo.add %76, %80 : tensor<2x4x8x2xf32>
      %82 = stablehlo.concatenate %72, %81, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %83 = "stablehlo.all_to_all"(%82) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %84 = stablehlo.reshape %83 : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %86 = stablehlo.reshape %85 : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %87 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %88 = stablehlo.reshape %87 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %89 = stablehlo.slice %88 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %90 = stablehlo.convert %35 : (tensor<4xi32>) -> tensor<4xf32>
      %91 = stablehlo.reshape %90 : (tensor<4xf32>) -> tensor<4x1xf32>
      %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %93 = stablehlo.reshape %92 : (tensor<4x1xf32>) -> tensor<4xf32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %95 = stablehlo.iota dim = 0 : tensor<2xf32>
      %96 = stablehlo.divide %95, %50 : tensor<2xf32>
      %97 = stablehlo.power %46, %96 : tensor<2xf32>
      %98 = stablehlo.divide %43, %97 : tensor<2xf32>
      %99 = stablehlo.reshape %98 : (tensor<2xf32>) -> tensor<1x2xf32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %101 = stablehlo.reshape %100 : (tensor<1x2xf32>) -> tensor<2xf32>
      %102 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %103 = stablehlo.multiply %94, %102 : tensor<4x2xf32>
      %104 = stablehlo.cosine %103 : tensor<4x2xf32>
      %105 = stablehlo.reshape %104 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %107 = stablehlo.reshape %106 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %109 = stablehlo.multiply %89, %108 : tensor<2x4x8x2xf32>
      %110 = stablehlo.slice %88 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %111 = stablehlo.sine %103 : tensor<4x2xf32>
      %112 = stablehlo.reshape %111 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %114 = stablehlo.reshape %113 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %116 = stablehlo.multiply %110, %115 : tensor<2x4x8x2xf32>
      %117 = stablehlo.subtract %109, %116 : tensor<2x4x8x2xf32>
      %118 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %119 = stablehlo.reshape %118 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %121 = stablehlo.multiply %89, %120 : tensor<2x4x8x2xf32>
      %122 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %123 = stablehlo.reshape %122 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %124 = stablehlo.broadcast_in_dim %123, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %125 = stablehlo.multiply %110, %124 : tensor<2x4x8x2xf32>
      %126 = stablehlo.add %121, %125 : tensor<2x4x8x2xf32>
      %127 = stablehlo.concatenate %117, %126, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %128 = "stablehlo.all_to_all"(%127) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %129 = stablehlo.reshape %128 : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %130 = stablehlo.transpose %129, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %131 = stablehlo.reshape %130 : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %132 = stablehlo.dot_general %86, %131, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x4xf32>, tensor<2x16x2x4xf32>) -> tensor<2x2x16x16xf32>
      %133 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
      %135 = stablehlo.divide %132, %134 : tensor<2x2x16x16xf32>
      %136 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
      %138 = stablehlo.select %21, %135, %137 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
      %139 = sdy.constant dense<0xFF800000> : tensor<f32>
      %140 = stablehlo.reduce(%138 init: %139) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
      %141 = sdy.constant dense<0xFF800000> : tensor<f32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
      %143 = stablehlo.maximum %140, %142 : tensor<2x2x16xf32>
      %144 = stablehlo.reshape %143 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
      %146 = stablehlo.reshape %145 : (tensor<2x2x16x1xf32>) -> tensor<2x2x16xf32>
      %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
      %148 = stablehlo.subtract %138, %147 : tensor<2x2x16x16xf32>
      %149 = stablehlo.exponential %148 : tensor<2x2x16x16xf32>
      %150 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %151 = stablehlo.reduce(%149 init: %150) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
      %152 = stablehlo.reshape %151 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
      %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
      %154 = stablehlo.reshape %153 : (tensor<2x2x16x1xf32>) -> tensor<2x2x16xf32>
      %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
      %156 = stablehlo.divide %149, %155 : tensor<2x2x16x16xf32>
      %157 = stablehlo.dot_general %6, %156, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x4xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x4x16xf32>
      %158 = stablehlo.transpose %157, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,2,4]{1,3,2,0}"} : (tensor<2x2x4x16xf32>) -> tensor<2x16x2x4xf32>
      %159 = "stablehlo.all_to_all"(%158) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,2,4]{1,3,2,0}"} : (tensor<2x16x2x4xf32>) -> tensor<2x16x2x4xf32>
      %160 = stablehlo.reshape %159 : (tensor<2x16x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %161 = stablehlo.transpose %160, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %162 = stablehlo.reshape %161 : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x8x4xf32>
      %163 = stablehlo.reshape %162 : (tensor<2x4x8x4xf32>) -> tensor<2x4x32xf32>
      %164 = stablehlo.dot_general %163, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %164 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
